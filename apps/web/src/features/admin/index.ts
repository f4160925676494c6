/** The admin area's pages (staff only; the route table puts them behind RequireStaff). */
export { AdminHome } from './admin-home';
export { AdminCodesPage } from './codes/admin-codes-page';
export { AdminCollectionsPage } from './collections/admin-collections-page';
export { AdminDesignGenerationsPage } from './design-generations/admin-design-generations-page';
export { AdminExtractionsPage } from './extractions/admin-extractions-page';
export { FlagsPage } from './flags-page';
export { AdminGenerationsPage } from './generations/admin-generations-page';
export { AdminInvitesPage } from './invites/admin-invites-page';
export { AdminMockupsPage } from './mockups/admin-mockups-page';
export { AdminNotificationsPage } from './notifications/admin-notifications-page';
export { AdminPrintReadyPage } from './print-ready/admin-print-ready-page';
export { AdminProductRequestsPage } from './product-requests/admin-product-requests-page';
export { ReturningUsersPage } from './returning/returning-users-page';
export { AdminVariationsPage } from './variations/admin-variations-page';
