/** The generations module's face for the wiring: the nightly purge of unclaimed launches. */
export { purgeExpiredLaunches } from './service.ts';
