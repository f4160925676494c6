/** The meta module's public face, for other modules and the wiring alike: health, version and meta routes. */
export { metaRoutes, SERVER_VERSION } from './routes.ts';
