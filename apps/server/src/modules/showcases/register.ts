/** The showcases module's entry for the composition root (modules.ts): its routes and staff routes. */
import type { RegisterModule } from '../../ports.ts';
import { showcaseAdminRoutes, showcaseRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  app.routes(showcaseRoutes(services));
  app.admin(showcaseAdminRoutes(services));
};
