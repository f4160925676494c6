/** The analytics module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { analyticsRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => app.routes(analyticsRoutes(services));
