/**
 * The sessions module's public face, for other modules and the wiring alike: sessions and their
 * history, never the tables.
 */
export { createSession, findOwnSession, recordSessionEvent } from './repository.ts';
