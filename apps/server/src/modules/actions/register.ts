/** The actions module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { actionAdminRoutes } from './admin-routes.ts';
import { designActionJob } from './jobs.ts';
import { actionRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(actionRoutes(services));
  app.admin(actionAdminRoutes(services));
  jobs.add(() => designActionJob.register(services));
};
