/** The invites module's face for other modules: who has unlocked which invite-only feature. */
export { accessibleFeatures } from './service.ts';
