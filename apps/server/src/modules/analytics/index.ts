/** The analytics module's face for other modules: capture a known event for a person. */
export { captureFor } from './capture.ts';
