import { describe, expect, it } from 'vitest';
import { describeAudience, parseEmails } from './audience';

const NOBODY = { everyone: false, staff: false, tiers: [], userIds: [], percentage: 0 };

describe('describeAudience', () => {
  it('names everyone, nobody, or each rule', () => {
    expect(describeAudience({ ...NOBODY, everyone: true, staff: true })).toBe('Everyone');
    expect(describeAudience(NOBODY)).toBe('Nobody');
    expect(
      describeAudience({ ...NOBODY, staff: true, tiers: ['pro'], userIds: ['a', 'b'], percentage: 10 }),
    ).toBe('Staff · Pro · 2 people · 10% of people');
    expect(describeAudience({ ...NOBODY, userIds: ['a'] })).toBe('1 person');
  });
});

describe('parseEmails', () => {
  it('splits on any separator, lower-cases and drops repeats', () => {
    expect(parseEmails(' Ada@Brand.co,bob@brand.co;\nada@brand.co  ')).toEqual([
      'ada@brand.co',
      'bob@brand.co',
    ]);
    expect(parseEmails('  ')).toEqual([]);
  });
});
