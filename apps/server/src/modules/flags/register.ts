/** The flags module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { flagAdminRoutes, flagRoutes } from './routes.ts';
import type { FlagsService } from './service.ts';

export const register: RegisterModule<AppDeps & { featureFlags: FlagsService }> = (app, _jobs, services) => {
  app.routes(flagRoutes(services.featureFlags));
  app.admin(flagAdminRoutes(services));
};
