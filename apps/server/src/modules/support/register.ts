/** The support module's entry for the composition root (modules.ts): the person's chat and staff's inbox. */
import type { RegisterModule } from '../../ports.ts';
import { supportAdminRoutes, supportRoutes } from './routes.ts';
import { supportService } from './service.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  const support = supportService(services);
  app.routes(supportRoutes(support));
  app.admin(supportAdminRoutes(support));
};
