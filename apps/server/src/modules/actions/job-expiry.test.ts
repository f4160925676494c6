import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { designJobExpirySeconds } from './jobs.ts';

const config = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env });

describe('design-action job expiry', () => {
  it('is 15 minutes with the local engine only', () => {
    expect(designJobExpirySeconds(config({}))).toBe(15 * 60);
  });

  it('covers every image × 3 attempts × each remote provider, within pg-boss limits', () => {
    const two = config({ IMAGE_PROVIDERS: 'fal,openai,local', FAL_KEY: 'k', OPENAI_API_KEY: 'k' });
    expect(designJobExpirySeconds(two)).toBe(2 * 3 * 180 * 10 + 15 * 60);
    const slow = config({
      IMAGE_PROVIDERS_LOGO_DESIGN: 'fal,openai',
      FAL_KEY: 'k',
      OPENAI_API_KEY: 'k',
      IMAGE_PROVIDER_TIMEOUT_SECONDS: '3600',
    });
    expect(designJobExpirySeconds(slow)).toBe(23 * 3600);
  });
});
