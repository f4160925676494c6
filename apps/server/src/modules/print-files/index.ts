/**
 * The print-files module's public face, for other modules and the wiring alike: instant print-ready
 * PDFs made from a design's own document.
 */
export { printFileRoutes } from './routes.ts';
export { type PrintFile, printFilesService } from './service.ts';
