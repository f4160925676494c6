/** The notifications module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { notificationRoutes } from './routes.ts';
import type { NotificationsService } from './service.ts';

export const register: RegisterModule<AppDeps & { notifications: NotificationsService }> = (
  app,
  _jobs,
  services,
) => app.routes(notificationRoutes(services));
