/** The prefill module's public face, for other modules and the wiring alike: its route. */
export { prefillRoutes } from './routes.ts';
