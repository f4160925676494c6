/** The search module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import type { FlagsService } from '../flags/index.ts';
import { registerSearchJobs } from './jobs.ts';
import { searchRoutes } from './routes.ts';
import { searchService } from './service.ts';

export const register: RegisterModule<
  AppDeps & { assets: AssetsService; collections: CollectionsService; featureFlags: FlagsService }
> = (app, jobs, services) => {
  const { db, storage, assets, collections, featureFlags } = services;
  app.routes(
    searchRoutes(services, searchService({ db, storage, assets, collections, flags: featureFlags })),
  );
  jobs.add(() => registerSearchJobs(services));
};
