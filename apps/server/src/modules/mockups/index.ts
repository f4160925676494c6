/** The mockups module's face: its routes and its paid job (register.ts adds them, modules.ts lists it). */
export { mockupJob } from './jobs.ts';
export { type MockupJobDeps, runMockup } from './pipeline.ts';
export { mockupAdminRoutes, mockupRoutes, productRequestRoutes } from './routes.ts';
export { type MockupsServiceDeps, mockupsService } from './service.ts';
