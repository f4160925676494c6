/** The prefill module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { prefillRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => app.routes(prefillRoutes(services));
