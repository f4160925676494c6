/** The extractor module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { extractorAdminRoutes, extractorRoutes } from './routes.ts';
import { type ExtractorDeps, extractorService } from './service.ts';

export const register: RegisterModule<AppDeps & ExtractorDeps> = (app, _jobs, services) => {
  const extractor = extractorService(services);
  app.routes(extractorRoutes(extractor));
  app.admin(extractorAdminRoutes(extractor));
};
