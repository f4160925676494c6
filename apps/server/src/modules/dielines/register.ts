/** The dielines module's entry for the composition root (modules.ts): its routes. */
import type { RegisterModule } from '../../ports.ts';
import { dielineRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => app.routes(dielineRoutes(services));
