import { useEffect, useRef } from 'react';
import { Button } from './button';

/** What the footer needs of an infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/**
 * The footer under a paged grid: 'Showing N of T' and, while more pages exist, 'Load more'.
 * With `auto`, the next page also loads when the footer scrolls into view (infinite scroll);
 * the button stays for keyboards and for browsers without IntersectionObserver.
 */
export function LoadMore({
  pages,
  shown,
  total,
  auto,
}: {
  pages: MorePages;
  shown: number;
  total: number;
  auto?: boolean;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  useEffect(() => {
    const node = sentinel.current;
    if (!auto || !node || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined')
      return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) void fetchNextPage();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [auto, hasNextPage, isFetchingNextPage, fetchNextPage]);
  if (shown === 0) return null;
  return (
    <div ref={sentinel} className="flex flex-col items-center gap-2">
      <p className="text-xs text-zinc-500">
        Showing {shown} of {total}
      </p>
      {hasNextPage ? (
        <Button variant="outline" size="sm" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
          Load more
        </Button>
      ) : null}
    </div>
  );
}
