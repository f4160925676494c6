import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { recaptchaHumanCheck } from './recaptcha.ts';

/** A logger that keeps its lines, to see what an operator would see. */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const log = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { log, lines };
}

const check = (fetchImpl: typeof fetch, log = recordingLog().log) =>
  recaptchaHumanCheck({ secret: 's', siteKey: 'k', verifyUrl: 'http://siteverify.test/', fetchImpl, log });

const answer = (body: unknown, status = 200) => (async () => Response.json(body, { status })) as typeof fetch;

describe('reCAPTCHA siteverify', () => {
  it("passes Google's yes and refuses its no and low v3 scores", async () => {
    expect(await check(answer({ success: true })).verify('token')).toBe(true);
    expect(await check(answer({ success: true, score: 0.9 })).verify('token')).toBe(true);
    expect(await check(answer({ success: true, score: 0.1 })).verify('token')).toBe(false);
    expect(await check(answer({ success: false })).verify('token')).toBe(false);
  });

  it('fails closed when Google cannot be asked, and says so in the logs', async () => {
    const unreachable = recordingLog();
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    expect(await check(refused, unreachable.log).verify('token')).toBe(false);
    expect(unreachable.lines).toMatchObject([
      { level: 40, msg: 'reCAPTCHA siteverify failed; the human check fails' },
    ]);

    const broken = recordingLog();
    expect(await check(answer({ error: 'down' }, 503), broken.log).verify('token')).toBe(false);
    expect(broken.lines).toHaveLength(1);

    const garbage = recordingLog();
    const html = (async () => new Response('<html>')) as typeof fetch;
    expect(await check(html, garbage.log).verify('token')).toBe(false);
    expect(garbage.lines).toHaveLength(1);
  });
});
