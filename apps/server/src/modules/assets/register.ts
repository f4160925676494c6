/** The assets module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { registerAssetJobs } from './jobs.ts';
import { assetRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(assetRoutes(services));
  jobs.add(() => registerAssetJobs(services));
};
