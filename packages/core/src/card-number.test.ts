import { describe, expect, it } from 'vitest';
import { isCardNumber } from './card-number.ts';
import { TEST_CARDS } from './credits.ts';

const digits = (s: string) => s.replaceAll(' ', '');

describe('isCardNumber', () => {
  it('accepts numbers whose Luhn check digit is right', () => {
    expect(isCardNumber(digits(TEST_CARDS.success))).toBe(true);
    expect(isCardNumber(digits(TEST_CARDS.declined))).toBe(true);
    expect(isCardNumber('378282246310005')).toBe(true); // 15 digits: the doubling starts from the right
    expect(isCardNumber('6011111111111117')).toBe(true);
  });

  it('refuses a wrong check digit and a swapped pair', () => {
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('378282246310006')).toBe(false);
    expect(isCardNumber('2442424242424242')).toBe(false);
  });

  it('refuses too few or too many digits and anything that is not only digits', () => {
    expect(isCardNumber('00000000000')).toBe(false); // 11 digits, checksum 0
    expect(isCardNumber('000000000000')).toBe(true); // 12 digits is the shortest accepted
    expect(isCardNumber('0'.repeat(19))).toBe(true);
    expect(isCardNumber('0'.repeat(20))).toBe(false);
    expect(isCardNumber('4242 4242 4242 4242')).toBe(false);
    expect(isCardNumber('')).toBe(false);
  });
});
