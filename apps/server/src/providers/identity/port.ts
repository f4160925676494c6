export interface IdentityStart {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface VerifiedIdentity {
  email: string;
  subject: string;
}

/** The identity port: an OpenID Connect issuer (Google by default). */
export interface IdentityProvider {
  readonly method: string;
  start(): Promise<IdentityStart>;
  finish(
    callbackUrl: URL,
    checks: { state: string; codeVerifier: string; nonce: string },
  ): Promise<VerifiedIdentity>;
}
