/** The comments module's entry for the composition root (modules.ts): hotspot comment routes. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { commentRoutes } from './routes.ts';
import { commentsService } from './service.ts';

export const register: RegisterModule<
  AppDeps & { assets: AssetsService; collections: CollectionsService; notifications: NotificationsService }
> = (app, _jobs, services) => app.routes(commentRoutes(commentsService(services)));
