/** The judge module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { judgeJob } from './jobs.ts';
import type { JudgeJobDeps } from './pipeline.ts';
import { judgeRoutes } from './routes.ts';
import { type JudgeServiceDeps, judgeService } from './service.ts';

export const register: RegisterModule<AppDeps & JudgeServiceDeps & JudgeJobDeps> = (app, jobs, services) => {
  app.routes(judgeRoutes(judgeService(services)));
  jobs.add(() => judgeJob.register(services));
};
