/** The print-ready module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { printReadyAdminRoutes, printReadyRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  app.routes(printReadyRoutes(services));
  app.admin(printReadyAdminRoutes(services));
};
