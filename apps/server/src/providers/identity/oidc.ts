import * as oidc from 'openid-client';
import type { IdentityProvider } from './index.ts';

export interface OidcSettings {
  issuerUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  method?: string;
}

/** Authorization code flow with PKCE against any OpenID Connect issuer. */
export function oidcIdentityProvider(settings: OidcSettings): IdentityProvider {
  let configuration: Promise<oidc.Configuration> | undefined;
  const issuer = new URL(settings.issuerUrl);
  const config = () => {
    configuration ??= oidc
      .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
        execute: issuer.protocol === 'http:' ? [oidc.allowInsecureRequests] : [],
      })
      .catch((err) => {
        configuration = undefined;
        throw err;
      });
    return configuration;
  };

  return {
    method: settings.method ?? 'google',
    async start() {
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(await config(), {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },
    async finish(callbackUrl, checks) {
      const tokens = await oidc.authorizationCodeGrant(await config(), callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      const email = typeof claims?.email === 'string' ? claims.email.toLowerCase() : '';
      if (!claims || !email || claims.email_verified === false)
        throw new Error('issuer did not vouch for an email');
      return { email, subject: claims.sub };
    },
  };
}
