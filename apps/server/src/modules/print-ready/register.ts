/** The print-ready module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { printReadyAdminRoutes, printReadyRoutes } from './routes.ts';
import { type PrintReadyDeps, printReadyService } from './service.ts';

export const register: RegisterModule<AppDeps & PrintReadyDeps> = (app, _jobs, services) => {
  const printReady = printReadyService(services);
  app.routes(printReadyRoutes(printReady));
  app.admin(printReadyAdminRoutes(printReady));
};
