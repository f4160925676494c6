/** The showcases module's entry for the composition root (modules.ts): its routes and staff routes. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import { showcaseAdminRoutes, showcaseRoutes } from './routes.ts';
import { showcasesService } from './service.ts';

export const register: RegisterModule<AppDeps & { assets: AssetsService }> = (app, _jobs, services) => {
  const showcases = showcasesService(services);
  app.routes(showcaseRoutes(showcases));
  app.admin(showcaseAdminRoutes(showcases));
};
