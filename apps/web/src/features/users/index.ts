/**
 * Users in the web app: who is signed in (`useSession`, `useUser`, `useToken`), the /users/me
 * query, the onboarding form and the profile rules (names, greeting, tier badge).
 */
export { meQuery, meQueryKey } from './api';
export { type Session, useSession, useToken, useUser } from './current-user';
export { OnboardingForm } from './onboarding-form';
export { firstName, greeting, initials, manageLabel, promoBannerKind } from './profile';
export { TierBadge } from './tier-badge';
