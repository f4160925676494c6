/** The search module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { registerSearchJobs } from './jobs.ts';
import { searchRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(searchRoutes(services));
  jobs.add(() => registerSearchJobs(services));
};
