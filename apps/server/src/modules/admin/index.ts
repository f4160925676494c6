/**
 * The admin module's public face, for other modules and the wiring alike: the audit log and the one
 * staff scope for admin routes.
 */
export { recentAudit, recordAudit } from './audit.ts';
export { ADMIN_PREFIX, adminScope } from './scope.ts';
