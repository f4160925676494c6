/** The actions module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { AdminActionsDeps, AdminActionsService } from './admin.ts';
import { actionAdminRoutes } from './admin-routes.ts';
import { adminVariationsService } from './admin-variations.ts';
import { designActionJob } from './jobs.ts';
import type { DesignJobDeps } from './pipeline.ts';
import { actionRoutes } from './routes.ts';
import type { ActionsService } from './service.ts';

/** The actions services are built once in services.ts (sessions and generations use them too). */
export const register: RegisterModule<
  AppDeps & AdminActionsDeps & DesignJobDeps & { actions: ActionsService; adminActions: AdminActionsService }
> = (app, jobs, services) => {
  app.routes(actionRoutes(services.actions));
  app.admin(actionAdminRoutes(services.adminActions, adminVariationsService(services)));
  jobs.add(() => designActionJob.register(services));
};
