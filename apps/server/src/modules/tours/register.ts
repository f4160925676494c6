/** The tours module's entry for the composition root (modules.ts): the user-tours routes. */
import type { RegisterModule } from '../../ports.ts';
import { tourRoutes } from './routes.ts';
import { toursService } from './service.ts';

export const register: RegisterModule = (app, _jobs, services) =>
  app.routes(tourRoutes(toursService(services.db)));
