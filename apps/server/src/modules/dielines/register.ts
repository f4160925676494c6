/** The dielines module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { dielineRoutes } from './routes.ts';
import { dielinesService } from './service.ts';

export const register: RegisterModule = (app, _jobs, services) =>
  app.routes(dielineRoutes(services, dielinesService(services)));
