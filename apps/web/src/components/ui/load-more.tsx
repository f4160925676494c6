import { Button } from './button';

/** What the footer needs of an infinite query. */
export interface MorePages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The footer under a paged grid: 'Showing N of T' and, while more pages exist, 'Load more'. */
export function LoadMore({ pages, shown, total }: { pages: MorePages; shown: number; total: number }) {
  if (shown === 0) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      <p className="text-xs text-zinc-500">
        Showing {shown} of {total}
      </p>
      {pages.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          Load more
        </Button>
      ) : null}
    </div>
  );
}
