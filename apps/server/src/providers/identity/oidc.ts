import * as oidc from 'openid-client';
import type { IdentityProvider } from './port.ts';

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
      const configuration = await config();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: checks.codeVerifier,
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        idTokenExpected: true,
      });
      const idToken = tokens.claims();
      if (!idToken) throw new Error('issuer sent no ID token');
      // Google puts email in the ID token; a spec-conforming issuer may only serve it from
      // userinfo (OIDC Core 5.4), which openid-client checks is about the same `sub`.
      const claims: Record<string, unknown> =
        typeof idToken.email === 'string'
          ? idToken
          : await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : '';
      // Accounts are matched by email, so only an address the issuer says it verified may sign in.
      if (!email || claims.email_verified !== true) throw new Error('issuer did not vouch for an email');
      return { email, subject: idToken.sub };
    },
  };
}
