/** The competitions module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { competitionAdminRoutes, competitionRoutes } from './routes.ts';
import { competitionsService } from './service.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  const competitions = competitionsService(services.db);
  app.routes(competitionRoutes(competitions));
  app.admin(competitionAdminRoutes(competitions));
};
