/** The extractor module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { extractorAdminRoutes, extractorRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  app.routes(extractorRoutes(services));
  app.admin(extractorAdminRoutes(services));
};
