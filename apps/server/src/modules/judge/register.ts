/** The judge module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { judgeJob } from './jobs.ts';
import { judgeRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(judgeRoutes(services));
  jobs.add(() => judgeJob.register(services));
};
