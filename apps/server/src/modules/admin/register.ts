/** The admin module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { returningUsersRoutes } from './cohorts.ts';
import { adminNotificationRoutes } from './notifications.ts';
import { adminHomeRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  app.admin(adminHomeRoutes(services));
  app.admin(returningUsersRoutes(services));
  app.admin(adminNotificationRoutes(services));
};
