/**
 * The mockups module's public face, for other modules and the wiring alike: its routes and its queue
 * (registered by app.ts and main.ts).
 */
export { registerMockupJobs } from './jobs.ts';
export { type MockupJobDeps, runMockup } from './pipeline.ts';
export { mockupAdminRoutes, mockupRoutes, productRequestRoutes } from './routes.ts';
export { type MockupsServiceDeps, mockupsService } from './service.ts';
