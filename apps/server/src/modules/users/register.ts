/** The users module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { userRoutes } from './routes.ts';
import { usersService } from './service.ts';

export const register: RegisterModule = (app, _jobs, { db, config }) =>
  app.routes(userRoutes(usersService(db, config.STAFF_EMAIL_DOMAIN)));
