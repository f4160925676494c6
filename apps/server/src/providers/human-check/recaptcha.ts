import type { Logger } from 'pino';
import type { HumanCheck } from './port.ts';

export interface RecaptchaOptions {
  secret: string;
  siteKey: string;
  /** Google's siteverify endpoint (configurable for tests and for recaptcha.net). */
  verifyUrl: string;
  /** reCAPTCHA v3 scores below this fail; v2 answers carry no score. */
  minScore?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  log?: Logger;
}

/** reCAPTCHA (v2 or v3) verified server-side through the siteverify API. */
export function recaptchaHumanCheck(o: RecaptchaOptions): HumanCheck {
  const doFetch = o.fetchImpl ?? fetch;
  const minScore = o.minScore ?? 0.5;
  return {
    provider: 'recaptcha',
    async challenge() {
      return { provider: 'recaptcha', siteKey: o.siteKey };
    },
    async verify(token, remoteIp) {
      if (!token || token.length > 4000) return false;
      const form = new URLSearchParams({ secret: o.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      let body: { success?: boolean; score?: number };
      try {
        const res = await doFetch(o.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
          signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
        });
        if (!res.ok) throw new Error(`siteverify answered HTTP ${res.status}`);
        body = (await res.json()) as typeof body;
      } catch (err) {
        // Google unreachable, too slow or answering garbage: the check fails closed (the person
        // can try again), and the outage shows in the logs.
        o.log?.warn({ err }, 'reCAPTCHA siteverify failed; the human check fails');
        return false;
      }
      if (body.success !== true) return false;
      return typeof body.score !== 'number' || body.score >= minScore;
    },
  };
}
