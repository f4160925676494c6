import { generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import { Provider } from 'oidc-provider';
import { freePort } from './free-port.ts';

export interface TestIssuerOptions {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Like Google: put the email claims in the ID token too, not only in userinfo. */
  emailInIdToken?: boolean;
}

/**
 * A real OpenID Connect issuer (oidc-provider) on 127.0.0.1 with one confidential client.
 * Its login and consent screens are skipped: the interaction is finished in code, signing in
 * as whichever account `signInAs` named last. By default claims follow the spec strictly: with
 * the code flow the ID token carries only `sub`, so email comes from the userinfo endpoint.
 */
export async function startTestIssuer({
  clientId,
  clientSecret,
  redirectUri,
  emailInIdToken,
}: TestIssuerOptions) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, { email: string; email_verified: boolean }>();
  let nextAccount = '';

  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(url, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [redirectUri],
        response_types: ['code'],
        grant_types: ['authorization_code'],
        // Google accepts client_secret_post, which openid-client sends by default.
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'test', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: ['test-issuer-cookie-key'] },
    conformIdTokenClaims: !emailInIdToken,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    features: { devInteractions: { enabled: false } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    pkce: { required: () => true },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, ...account }) };
    },
  });
  const errors: unknown[] = [];
  for (const event of ['server_error', 'grant.error', 'authorization.error', 'userinfo.error']) {
    provider.on(event, (_ctx, err) => errors.push(err));
  }

  const handle = provider.callback();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(`${req.method} ${req.url?.split('?')[0]}`);
    if (!req.url?.startsWith('/interaction/')) return handle(req, res);
    finishInteraction(req, res).catch((err) => {
      errors.push(err);
      res.statusCode = 500;
      res.end(String(err));
    });
  });

  async function finishInteraction(req: http.IncomingMessage, res: http.ServerResponse) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      if (!accounts.has(nextAccount)) throw new Error(`no account ${nextAccount}`);
      return provider.interactionFinished(req, res, { login: { accountId: nextAccount } });
    }
    if (details.prompt.name === 'consent') {
      const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
      const grant = details.grantId
        ? await provider.Grant.find(details.grantId)
        : new provider.Grant({
            accountId: details.session?.accountId ?? '',
            clientId: details.params.client_id,
          });
      if (!grant) throw new Error('grant not found');
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      return provider.interactionFinished(req, res, { consent: { grantId: await grant.save() } });
    }
    throw new Error(`unexpected prompt ${details.prompt.name}`);
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url,
    errors,
    /** Method and path of every request the issuer received. */
    requests,
    /** Adds (or replaces) an account and makes the next login interaction pick it. */
    signInAs(sub: string, email: string, { verified = true } = {}) {
      accounts.set(sub, { email, email_verified: verified });
      nextAccount = sub;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A tiny cookie jar for following redirects with fetch; ignores Path and Domain (one host per jar). */
export function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    store(res: Response) {
      for (const line of res.headers.getSetCookie()) {
        const [pair] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; '),
  };
}
