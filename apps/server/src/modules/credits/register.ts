/** The credits module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { registerCreditJobs } from './jobs.ts';
import { creditRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(creditRoutes(services));
  // Schedules only a worker runs.
  jobs.add(async () => {
    if (services.config.ROLE !== 'api') await registerCreditJobs(services.jobs, services.db, services.log);
  });
};
