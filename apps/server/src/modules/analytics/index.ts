/**
 * The analytics module's public face, for other modules and the wiring alike: capture a known event
 * for a person.
 */
export { captureFor } from './capture.ts';
