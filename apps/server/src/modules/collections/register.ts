/** The collections module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { collectionAdminRoutes, collectionRoutes } from './routes.ts';
import type { CollectionsService } from './service.ts';

export const register: RegisterModule<AppDeps & { collections: CollectionsService }> = (
  app,
  _jobs,
  services,
) => {
  app.routes(collectionRoutes(services));
  app.admin(collectionAdminRoutes(services));
};
