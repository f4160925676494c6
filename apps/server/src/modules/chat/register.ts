/** The chat module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import { chatTurnJob } from './jobs.ts';
import type { ChatServices } from './progress.ts';
import { chatRoutes } from './routes.ts';
import { chatService } from './service.ts';

export const register: RegisterModule<AppDeps & ChatServices> = (app, jobs, services) => {
  app.routes(chatRoutes(chatService(services)));
  jobs.add(() => chatTurnJob.register(services));
};
