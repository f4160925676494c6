/** The competitions module's public face, for other modules and the wiring alike: its routes and service. */
export { competitionAdminRoutes, competitionRoutes } from './routes.ts';
export { competitionsService } from './service.ts';
