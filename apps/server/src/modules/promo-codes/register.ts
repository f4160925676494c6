/** The promo-codes module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { promoCodeAdminRoutes } from './routes.ts';
import { promoCodesService } from './service.ts';

export const register: RegisterModule = (app, _jobs, services) =>
  app.admin(promoCodeAdminRoutes(promoCodesService(services.db)));
