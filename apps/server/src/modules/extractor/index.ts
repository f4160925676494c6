/**
 * The extractor module's public face, for other modules and the wiring alike: its routes (registered
 * by app.ts).
 */
export { extractorAdminRoutes, extractorRoutes } from './routes.ts';
export { type ExtractorDeps, extractorService } from './service.ts';
