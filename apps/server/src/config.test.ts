import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('config', () => {
  it('has working defaults for every setting', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ PORT: 3000, ROLE: 'all', MAINTENANCE: false, dev: true, googleEnabled: false });
    expect(c.DATA_DIR).toMatch(/data$/);
  });

  it('stops with a message naming the bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ ROLE: 'boss' })).toThrow(/ROLE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('enables Google only with both client id and secret, and splits blocked patterns', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x' }).googleEnabled).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x', GOOGLE_CLIENT_SECRET: 'y' }).googleEnabled).toBe(true);
    expect(loadConfig({ BLOCKED_EMAILS: ' *@A.test ,, b@c.d' }).blockedEmailPatterns).toEqual([
      '*@a.test',
      'b@c.d',
    ]);
  });
});
