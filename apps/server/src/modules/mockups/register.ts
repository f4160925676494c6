/** The mockups module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { adminMockupsService } from './admin.ts';
import { mockupJob } from './jobs.ts';
import type { MockupJobDeps } from './pipeline.ts';
import { type ProductRequestsDeps, productRequestsService } from './product-requests.ts';
import { mockupAdminRoutes, mockupRoutes, productRequestRoutes } from './routes.ts';
import { type MockupsServiceDeps, mockupsService } from './service.ts';

export const register: RegisterModule<AppDeps & MockupsServiceDeps & ProductRequestsDeps & MockupJobDeps> = (
  app,
  jobs,
  services,
) => {
  const requests = productRequestsService(services);
  app.routes(mockupRoutes(mockupsService(services)));
  app.routes(productRequestRoutes(requests));
  app.admin(mockupAdminRoutes(requests, adminMockupsService(services)));
  jobs.add(() => mockupJob.register(services));
};
