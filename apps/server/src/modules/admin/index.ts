/** The admin module's face for other modules: the audit log and the one staff scope for admin routes. */
export { recentAudit, recordAudit } from './audit.ts';
export { ADMIN_PREFIX, adminScope } from './scope.ts';
