/** The extractor module's face: its routes (register.ts adds them, modules.ts lists it). */
export { extractorAdminRoutes, extractorRoutes } from './routes.ts';
export { type ExtractorDeps, extractorService } from './service.ts';
