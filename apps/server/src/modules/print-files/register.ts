/** The print-files module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { printFileRoutes } from './routes.ts';
import { type PrintFilesDeps, printFilesService } from './service.ts';

export const register: RegisterModule<AppDeps & PrintFilesDeps> = (app, _jobs, services) =>
  app.routes(printFileRoutes(printFilesService(services)));
