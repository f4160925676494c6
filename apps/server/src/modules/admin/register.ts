/** The admin module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { returningUsersRoutes } from './cohorts.ts';
import { adminNotificationRoutes, adminNotificationsService } from './notifications.ts';
import { adminHomeRoutes } from './routes.ts';

export const register: RegisterModule<AppDeps & { notifications: NotificationsService }> = (
  app,
  _jobs,
  services,
) => {
  app.admin(adminHomeRoutes(services));
  app.admin(returningUsersRoutes(services));
  app.admin(adminNotificationRoutes(adminNotificationsService(services)));
};
