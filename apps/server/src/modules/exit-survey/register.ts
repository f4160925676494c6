/** The exit-survey module's entry for the composition root (modules.ts): answering it and staff's list. */
import type { RegisterModule } from '../../ports.ts';
import { exitSurveyAdminRoutes, exitSurveyRoutes } from './routes.ts';
import { exitSurveyService } from './service.ts';

export const register: RegisterModule = (app, _jobs, services) => {
  const surveys = exitSurveyService(services.db);
  app.routes(exitSurveyRoutes(surveys));
  app.admin(exitSurveyAdminRoutes(surveys));
};
