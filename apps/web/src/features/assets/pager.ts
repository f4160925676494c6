/**
 * Paging maths for the asset pickers: the Existing asset picker's 'N / M' pages (10 per page)
 * and the 'Load more' grids (Previous designs, 48 per page). Pure; unit-tested in pager.test.ts.
 */

/** At least one page, so an empty list still reads '1 / 1'. */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / perPage));
}

/** A 0-based page kept inside the list (the list may shrink under the user). */
export function clampPage(page: number, total: number, perPage: number): number {
  return Math.min(Math.max(0, Math.floor(page)), pageCount(total, perPage) - 1);
}

/** The spec's page indicator: 'N / M' with 1-based N. */
export function pageIndicator(page: number, total: number, perPage: number): string {
  return `${clampPage(page, total, perPage) + 1} / ${pageCount(total, perPage)}`;
}

/** 'N assets available' ('1 asset available' for one). */
export function availableLabel(total: number): string {
  return `${total} ${total === 1 ? 'asset' : 'assets'} available`;
}

export interface PagerState {
  page: number;
  offset: number;
  pageCount: number;
  indicator: string;
  canGoBack: boolean;
  canGoNext: boolean;
}

export function pagerState(page: number, total: number, perPage: number): PagerState {
  const p = clampPage(page, total, perPage);
  const count = pageCount(total, perPage);
  return {
    page: p,
    offset: p * perPage,
    pageCount: count,
    indicator: `${p + 1} / ${count}`,
    canGoBack: p > 0,
    canGoNext: p < count - 1,
  };
}

/**
 * 'Load more': the next offset is the number loaded so far, until totalCount is reached
 * (undefined = nothing more). A short page also ends the list, whatever totalCount says.
 */
export function nextOffset(
  pages: readonly { data: readonly unknown[]; totalCount: number }[],
  perPage: number,
): number | undefined {
  if (pages.length === 0) return 0;
  const loaded = pages.reduce((n, p) => n + p.data.length, 0);
  const last = pages[pages.length - 1]!;
  if (last.data.length < perPage) return undefined;
  return loaded < last.totalCount ? loaded : undefined;
}
