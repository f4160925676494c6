/** The auth module's face for the wiring: sign-in, token checks, and purging expired sign-in material. */
export { purgeExpiredSignInMaterial } from './cleanup.ts';
export { type AuthService, authService } from './service.ts';
