/** The invites module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { inviteAdminRoutes, inviteRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  app.routes(inviteRoutes(services));
  app.admin(inviteAdminRoutes(services));
};
