/** The promo-codes module's entry for the composition root (modules.ts): its staff routes. */
import type { RegisterModule } from '../../ports.ts';
import { promoCodeAdminRoutes } from './routes.ts';

export const register: RegisterModule = (app, _jobs, services) => app.admin(promoCodeAdminRoutes(services));
