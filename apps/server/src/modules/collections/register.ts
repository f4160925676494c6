/** The collections module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { collectionAdminRoutes, collectionRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  app.routes(collectionRoutes(services));
  app.admin(collectionAdminRoutes(services));
};
