/** The extractor module's face: its routes (registered by app.ts). */
export { extractorAdminRoutes, extractorRoutes } from './routes.ts';
export { type ExtractorDeps, extractorService } from './service.ts';
