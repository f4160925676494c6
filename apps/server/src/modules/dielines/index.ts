/** The dieline generator: structures drawn at any size with no design (public). */
export { dielineRoutes } from './routes.ts';
export { dielinesService } from './service.ts';
