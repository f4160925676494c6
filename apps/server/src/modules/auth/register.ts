/** The auth module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { authRoutes } from './routes.ts';
import type { AuthService } from './service.ts';

export const register: RegisterModule<AppDeps & { auth: AuthService }> = (app, _jobs, services) =>
  app.routes(authRoutes(services, services.auth));
