/**
 * The human check for logged-out visitors (uploads, the logged-out generator launch): fetches the
 * server's challenge and answers it — ALTCHA solved here with WebCrypto, or reCAPTCHA's token.
 */
import { type HumanCheckChallenge, UPLOAD_LIMITS, UPLOAD_MESSAGES } from '@packsmith/core';
import { api } from './api';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const hexToBytes = (hex: string) => {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return out;
};
const bytesToHex = (b: Uint8Array) => Array.from(b, (v) => v.toString(16).padStart(2, '0')).join('');

type AltchaParameters = {
  algorithm: string;
  nonce: string;
  salt: string;
  cost: number;
  keyLength?: number;
  keyPrefix: string;
};

async function deriveAltchaKey(p: AltchaParameters, password: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const salt = hexToBytes(p.salt);
  const keyLength = p.keyLength ?? 32;
  const [kind, hashName] = p.algorithm.startsWith('PBKDF2/')
    ? ['pbkdf2', p.algorithm.slice(7)]
    : ['sha', p.algorithm];
  if (kind === 'pbkdf2') {
    const key = await crypto.subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const bits = await crypto.subtle.deriveBits(
      { name: 'PBKDF2', salt, iterations: p.cost, hash: hashName },
      key,
      keyLength * 8,
    );
    return new Uint8Array(bits);
  }
  let data = new Uint8Array(salt.length + password.length);
  data.set(salt);
  data.set(password, salt.length);
  for (let i = 0; i < Math.max(1, p.cost); i++)
    data = new Uint8Array(await crypto.subtle.digest(hashName!, data));
  return data.subarray(0, keyLength);
}

/** Solves an ALTCHA v2 challenge with WebCrypto; the token is base64(JSON {challenge, solution}). */
export async function solveAltcha(
  challenge: Extract<HumanCheckChallenge, { provider: 'altcha' }>['challenge'],
  { timeoutMs = 90_000, signal }: { timeoutMs?: number; signal?: AbortSignal } = {},
): Promise<string> {
  const p = challenge.parameters as unknown as AltchaParameters;
  const nonce = hexToBytes(p.nonce);
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const view = new DataView(password.buffer);
  const prefix = p.keyPrefix.toLowerCase();
  const started = performance.now();
  for (let counter = 0; counter <= 0xffffffff; counter++) {
    if (signal?.aborted || performance.now() - started > timeoutMs) break;
    view.setUint32(nonce.length, counter, false);
    const derived = bytesToHex(await deriveAltchaKey(p, password));
    if (derived.startsWith(prefix)) {
      const solution = { counter, derivedKey: derived, time: Math.round(performance.now() - started) };
      return btoa(JSON.stringify({ challenge, solution }));
    }
  }
  throw new Error(UPLOAD_MESSAGES.humanCheckNotLoaded);
}

interface Grecaptcha {
  ready(cb: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

/**
 * A human-check token for logged-out uploads: the challenge fetch (and, for reCAPTCHA, the
 * script's readiness) is retried 20 times every 500 ms, then 'Error: Recaptcha has not been loaded'.
 */
export async function getHumanCheckToken(signal?: AbortSignal): Promise<string> {
  for (let attempt = 0; attempt < UPLOAD_LIMITS.humanCheckAttempts; attempt++) {
    if (signal?.aborted) break;
    try {
      const { data } = await api.get<{ data: HumanCheckChallenge }>('/api/human-check/challenge', {
        auth: false,
        redirects: false,
        signal,
      });
      if (data.provider === 'altcha') return await solveAltcha(data.challenge, { signal });
      const g = (globalThis as { grecaptcha?: Grecaptcha }).grecaptcha;
      if (g) {
        await new Promise<void>((resolve) => g.ready(resolve));
        return await g.execute(data.siteKey, { action: 'upload' });
      }
    } catch {
      /* retried below */
    }
    await sleep(UPLOAD_LIMITS.humanCheckIntervalMs);
  }
  throw new Error(UPLOAD_MESSAGES.humanCheckNotLoaded);
}
