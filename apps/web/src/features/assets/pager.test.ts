import { describe, expect, it } from 'vitest';
import { availableLabel, clampPage, nextOffset, pageCount, pageIndicator, pagerState } from './pager';
import { ASSET_SELECTOR_PAGE_SIZE } from './rules';

describe('existing asset picker pages (10 per page)', () => {
  it("reads 'N / M'", () => {
    expect(pageIndicator(0, 0, 10)).toBe('1 / 1');
    expect(pageIndicator(0, 10, 10)).toBe('1 / 1');
    expect(pageIndicator(0, 11, 10)).toBe('1 / 2');
    expect(pageIndicator(1, 11, 10)).toBe('2 / 2');
    expect(pageIndicator(4, 95, 10)).toBe('5 / 10');
  });

  it('keeps the page inside the list when it shrinks', () => {
    expect(clampPage(3, 25, 10)).toBe(2);
    expect(clampPage(-1, 25, 10)).toBe(0);
    expect(pageIndicator(7, 12, 10)).toBe('2 / 2');
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
  });

  it('enables Back and Next only where there is somewhere to go', () => {
    expect(pagerState(0, 5, 10)).toMatchObject({ offset: 0, canGoBack: false, canGoNext: false });
    expect(pagerState(0, 25, 10)).toMatchObject({ offset: 0, canGoBack: false, canGoNext: true });
    expect(pagerState(1, 25, 10)).toMatchObject({ offset: 10, canGoBack: true, canGoNext: true });
    expect(pagerState(2, 25, 10)).toMatchObject({
      offset: 20,
      canGoBack: true,
      canGoNext: false,
      indicator: '3 / 3',
    });
  });

  it("says 'N assets available'", () => {
    expect(availableLabel(0)).toBe('0 assets available');
    expect(availableLabel(1)).toBe('1 asset available');
    expect(availableLabel(37)).toBe('37 assets available');
  });
});

describe('load more (48 per page)', () => {
  const page = (n: number, totalCount: number) => ({ data: Array.from({ length: n }), totalCount });
  it('continues from the number loaded until totalCount', () => {
    expect(nextOffset([], 48)).toBe(0);
    expect(nextOffset([page(48, 100)], 48)).toBe(48);
    expect(nextOffset([page(48, 100), page(48, 100)], 48)).toBe(96);
    expect(nextOffset([page(48, 100), page(48, 100), page(4, 100)], 48)).toBeUndefined();
    expect(nextOffset([page(48, 48)], 48)).toBeUndefined();
    expect(nextOffset([page(10, 10)], 48)).toBeUndefined();
  });
});

describe('the asset selector forms (20 per page, part 2 §9)', () => {
  it('asks the library for 20 at a time and pages by 20', () => {
    expect(ASSET_SELECTOR_PAGE_SIZE).toBe(20);
    const second = pagerState(1, 45, ASSET_SELECTOR_PAGE_SIZE);
    expect(second).toMatchObject({ offset: 20, indicator: '2 / 3', canGoNext: true });
    expect(pagerState(2, 45, ASSET_SELECTOR_PAGE_SIZE)).toMatchObject({ offset: 40, canGoNext: false });
  });
});
