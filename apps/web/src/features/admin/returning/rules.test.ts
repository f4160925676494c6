import { describe, expect, it } from 'vitest';
import { share, weekLabel } from './rules';

describe('cohort cells', () => {
  it('rounds shares and treats an empty cohort as 0 %', () => {
    expect(share(1, 3)).toBe(33);
    expect(share(2, 3)).toBe(67);
    expect(share(0, 0)).toBe(0);
  });

  it('labels a week by its Monday in UTC', () => {
    expect(weekLabel('2026-11-16')).toBe('Nov 16');
  });
});
