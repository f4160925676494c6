/** The team-alerts module's entry for the composition root (modules.ts): its routes. */
import type { RegisterModule } from '../../ports.ts';
import { teamAlertRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => app.routes(teamAlertRoutes(services));
