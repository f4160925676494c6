/** The server's /meta facts (version, maintenance) and the maintenance page. */
export { metaQuery } from './api';
export { MaintenancePage } from './maintenance-page';
