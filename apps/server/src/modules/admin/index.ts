/**
 * The admin module's public face, for other modules and the wiring alike: the audit log and the one
 * staff scope for admin routes.
 */
export { recentAudit, recordAudit } from './repository.ts';
export { ADMIN_PREFIX, adminScope } from './scope.ts';
