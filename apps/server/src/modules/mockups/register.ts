/** The mockups module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { mockupJob } from './jobs.ts';
import { mockupAdminRoutes, mockupRoutes, productRequestRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(mockupRoutes(services));
  app.routes(productRequestRoutes(services));
  app.admin(mockupAdminRoutes(services));
  jobs.add(() => mockupJob.register(services));
};
