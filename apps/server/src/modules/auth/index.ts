/**
 * The auth module's public face, for other modules and the wiring alike: sign-in, token checks, and
 * purging expired sign-in material.
 */
export { purgeExpiredSignInMaterial } from './repository.ts';
export { type AuthService, authService } from './service.ts';
