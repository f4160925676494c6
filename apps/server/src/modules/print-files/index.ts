/** The print-files module's face: instant print-ready PDFs made from a design's own document. */
export { printFileRoutes } from './routes.ts';
export { type PrintFile, printFilesService } from './service.ts';
