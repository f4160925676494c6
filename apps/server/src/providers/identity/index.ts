import type { Config } from '../../config.ts';
import { oidcIdentityProvider } from './oidc.ts';
import type { IdentityProvider } from './port.ts';

export * from './port.ts';

/** "Continue with Google" (any OpenID Connect issuer) when its client id and secret are set. */
export function selectIdentity(config: Config): IdentityProvider | null {
  if (!config.googleEnabled) return null;
  return oidcIdentityProvider({
    issuerUrl: config.OIDC_ISSUER_URL,
    clientId: config.GOOGLE_CLIENT_ID,
    clientSecret: config.GOOGLE_CLIENT_SECRET,
    redirectUri: new URL('/api/auth/google/callback', config.publicUrl).href,
  });
}
