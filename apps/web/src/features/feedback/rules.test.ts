import { describe, expect, it } from 'vitest';
import { offersFeedback } from './rules';

const base = {
  flagOn: true,
  tier: 'starter' as const,
  hasTopUp: false,
  dismissed: false,
  pathname: '/dashboard/projects',
};

describe('offersFeedback', () => {
  it('offers the call to paying people away from /dashboard while the flag is on', () => {
    expect(offersFeedback(base)).toBe(true);
    expect(offersFeedback({ ...base, tier: 'free', hasTopUp: true })).toBe(true);
  });

  it('does not offer it with the flag off, to Free people without a top-up, once dismissed, or on /dashboard', () => {
    expect(offersFeedback({ ...base, flagOn: false })).toBe(false);
    expect(offersFeedback({ ...base, tier: 'free' })).toBe(false);
    expect(offersFeedback({ ...base, tier: null })).toBe(false);
    expect(offersFeedback({ ...base, dismissed: true })).toBe(false);
    expect(offersFeedback({ ...base, pathname: '/dashboard' })).toBe(false);
    expect(offersFeedback({ ...base, pathname: '/dashboard/' })).toBe(false);
  });
});
