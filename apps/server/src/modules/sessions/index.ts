/** The sessions module's face for other modules: sessions and their history, never the tables. */
export { createSession, findOwnSession, recordSessionEvent } from './repository.ts';
