import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../lib/auth-guard.ts';
import type { AppDeps } from '../../ports.ts';

/** The prefix every admin endpoint lives under; nothing outside the staff scope may use it. */
export const ADMIN_PREFIX = '/api/admin';

/**
 * One scope for every admin endpoint: the staff guard runs before anything else (anonymous → 401,
 * everyone but staff → 404, so the area does not reveal itself). Modules hand their admin routes
 * in as plugins; a route registered here cannot forget the guard.
 */
export function adminScope(deps: AppDeps, plugins: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', requireStaff(deps.config.STAFF_EMAIL_DOMAIN));
    for (const plugin of plugins) await app.register(plugin);
  };
}
