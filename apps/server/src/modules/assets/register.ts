/** The assets module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { registerAssetJobs } from './jobs.ts';
import { assetRoutes } from './routes.ts';
import type { AssetsService } from './service.ts';

export const register: RegisterModule<AppDeps & { assets: AssetsService }> = (app, jobs, services) => {
  app.routes(assetRoutes(services));
  jobs.add(() => registerAssetJobs(services));
};
