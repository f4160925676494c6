/** The admin area's pages (staff only; the route table puts them behind RequireStaff). */
export { AdminHome } from './admin-home';
export { FlagsPage } from './flags-page';
export { AdminInvitesPage } from './invites/admin-invites-page';
