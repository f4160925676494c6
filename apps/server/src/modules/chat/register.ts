/** The chat module's entry for the composition root (modules.ts): its routes and jobs. */
import type { RegisterModule } from '../../ports.ts';
import { chatTurnJob } from './jobs.ts';
import { chatRoutes } from './routes.ts';

export const register: RegisterModule = (app, jobs, services) => {
  app.routes(chatRoutes(services));
  jobs.add(() => chatTurnJob.register(services));
};
