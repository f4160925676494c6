/** The credits module's entry for the composition root (modules.ts): its routes and jobs. */
import type { AppDeps, RegisterModule } from '../../ports.ts';
import type { FlagsService } from '../flags/index.ts';
import { registerCreditJobs } from './jobs.ts';
import type { PaymentsService } from './payments.ts';
import { creditRoutes } from './routes.ts';
import type { CreditsService } from './service.ts';

export const register: RegisterModule<
  AppDeps & { credits: CreditsService; featureFlags: FlagsService; billing: PaymentsService }
> = (app, jobs, services) => {
  app.routes(creditRoutes(services));
  // Schedules only a worker runs.
  jobs.add(async () => {
    if (services.config.ROLE !== 'api')
      await registerCreditJobs(services.jobs, services.credits, services.log);
  });
};
