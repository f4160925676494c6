/** The generations module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { AdminActionsService } from '../actions/index.ts';
import { adminDesignGenerationsService } from './admin.ts';
import { generationAdminRoutes, generationRoutes } from './routes.ts';
import { type GenerationsDeps, generationsService } from './service.ts';

export const register: RegisterModule<AppDeps & GenerationsDeps & { adminActions: AdminActionsService }> = (
  app,
  _jobs,
  services,
) => {
  app.routes(generationRoutes(generationsService(services)));
  app.admin(generationAdminRoutes(adminDesignGenerationsService(services)));
};
