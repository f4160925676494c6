/**
 * The generations module's public face, for other modules and the wiring alike: the nightly purge of
 * unclaimed launches.
 */
export { purgeExpiredLaunches } from './repository.ts';
