/**
 * The credits feature's public surface for app/ composition and route modules.
 *
 * - `CreditBalance` (connected) / `CreditBalanceView` (pure): the coloured balance for every
 *   Generate button area — pass the action's cost.
 * - `openTopUp()` / `openLowCredits({ required })`: the shared dialogs (hosted by CreditsPopover).
 * - `LowCreditsDialog` / `TopUpDialog`: the same dialogs as controlled components.
 * - `creditsKeys`: invalidate `creditsKeys.all` after spending credits.
 */
export { balanceQuery, creditsKeys, recordNoCredits, scheduleBalanceRefresh, useCreditBalance } from './api';
export { BillingPage } from './billing-page';
export { CreditBalance, CreditBalanceView } from './credit-balance';
export { CreditsPage } from './credits-page';
export { CreditsPopover } from './credits-popover';
export { CreditsMenuSection } from './credits-popover-body';
export { closeLowCredits, closeTopUp, openLowCredits, openTopUp } from './dialog-store';
export { CreditsDialogsHost } from './dialogs-host';
export { LowCreditsDialog } from './low-credits-dialog';
export { usePaymentReturn } from './payment-return';
export { PricingPage } from './pricing-page';
export { balanceColour, formatCredits, formatDate, pageCount, rangeLabel, resetLabel } from './rules';
export { TestCheckoutPage } from './test-checkout-page';
export { TopUpDialog } from './top-up-dialog';
