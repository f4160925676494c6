/** The sessions module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { type ActionsService, sessionIdsWithTypes, sessionImageStats } from '../actions/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { sessionRoutes } from './routes.ts';
import { sessionsService } from './service.ts';

export const register: RegisterModule<AppDeps & { assets: AssetsService; actions: ActionsService }> = (
  app,
  _jobs,
  { db, assets, actions },
) => {
  // Sessions show the actions' and assets' data through these views (the two modules import each other's faces otherwise).
  const sessions = sessionsService(db, {
    sessionIdsWithTypes: (types) => sessionIdsWithTypes(db, types),
    imageStats: (userId, ids) => sessionImageStats(db, ids, assets.liveIdsSql(userId)),
    assetUrls: assets.urlsFor,
  });
  app.routes(sessionRoutes(sessions, actions));
};
