import { describe, expect, it } from 'vitest';
import { formatServicePrice, isSameSite, serviceOf } from './rules';

describe('print-ready rules', () => {
  it('shows whole-dollar prices without cents', () => {
    expect(formatServicePrice(50)).toBe('$50');
    expect(formatServicePrice(100)).toBe('$100');
    expect(formatServicePrice(12.5)).toBe('$12.50');
  });
  it('knows only the six services', () => {
    expect(serviceOf('front-and-back')?.price).toBe(100);
    expect(serviceOf('print-ready-file-front-back')?.fileType).toBe('front-and-back');
    expect(serviceOf('professional-photoshoot')?.fileType).toBe('photoshoot');
    expect(serviceOf('print-ready-file-back')).toBeNull();
    expect(serviceOf('toString')).toBeNull();
    expect(serviceOf(undefined)).toBeNull();
  });
  it('treats only same-site paths as in-app checkout addresses', () => {
    expect(isSameSite('/checkout/test/1')).toBe(true);
    expect(isSameSite('//evil.test/x')).toBe(false);
    expect(isSameSite('https://checkout.stripe.com/c/pay')).toBe(false);
  });
});
