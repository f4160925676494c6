/**
 * Print-ready services: the landing (/print-ready), the brief (/print-ready/:fileType), the pay
 * route (/print-ready/pay/:fileType, product page flag), the user's orders and staff's actions.
 */
export { usePrintReadyStaffAction } from './api';
export { PrintReadyBriefPage } from './brief-page';
export { ConfirmClose } from './confirm-close';
export { InstantPdfOffer } from './instant-pdf';
export { PrintReadyLanding } from './landing-page';
export { PrintReadyOrdersPage } from './orders-page';
export { PrintReadyPayPage } from './pay-page';
export { PrintDesignAction, useInstantPdfAvailability } from './print-action';
export { formatServicePrice, STATUS_VARIANT } from './rules';
