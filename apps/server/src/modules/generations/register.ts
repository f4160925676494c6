/** The generations module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { AdminActionsService } from '../actions/index.ts';
import type { FlagsService } from '../flags/index.ts';
import { adminDesignGenerationsService } from './admin.ts';
import { launchPreviews } from './launch-preview.ts';
import { generationAdminRoutes, generationRoutes } from './routes.ts';
import { type GenerationsDeps, generationsService } from './service.ts';

export const register: RegisterModule<
  AppDeps & GenerationsDeps & { adminActions: AdminActionsService; featureFlags: FlagsService }
> = (app, _jobs, services) => {
  app.routes(generationRoutes(generationsService(services), launchPreviews(services), services.featureFlags));
  app.admin(generationAdminRoutes(adminDesignGenerationsService(services)));
};
