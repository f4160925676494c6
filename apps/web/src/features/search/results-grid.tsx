import { SEARCH_MESSAGES, type SearchResponse, type SearchResult } from '@packsmith/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { ResultDialog } from './result-dialog';
import { ResultSkeletons, ResultTile } from './result-tile';

/**
 * Search results as a masonry grid that loads the next page when its end scrolls into view;
 * skeletons while the first page loads, the empty and the error states, and the preview.
 */
export function ResultsGrid({
  query,
  emptyAction,
}: {
  query: UseInfiniteQueryResult<InfiniteData<SearchResponse>>;
  emptyAction?: React.ReactNode;
}) {
  // The last opened result stays while the dialog animates closed.
  const [shown, setShown] = useState<SearchResult | null>(null);
  const [open, setOpen] = useState(false);
  const results = query.data?.pages.flatMap((p) => p.data) ?? [];
  const total = query.data?.pages.at(-1)?.totalCount ?? 0;

  if (query.isPending) return <ResultSkeletons />;
  if (query.isError && results.length === 0) {
    return <LoadError title={SEARCH_MESSAGES.failed} error={query.error} onRetry={() => query.refetch()} />;
  }
  if (results.length === 0) {
    return (
      <EmptyState
        icon={SearchX}
        title={SEARCH_MESSAGES.noResults}
        description={SEARCH_MESSAGES.noResultsHint}
        action={emptyAction}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="sr-only" aria-live="polite">
        {total} {total === 1 ? 'design' : 'designs'} found
      </p>
      <div
        className={`columns-2 gap-3 transition-opacity sm:columns-3 lg:columns-4 ${query.isPlaceholderData ? 'opacity-60' : ''}`}
        data-testid="search-results"
      >
        {results.map((r) => (
          <ResultTile
            key={`${r.source}-${r.id}`}
            result={r}
            onOpen={() => {
              setShown(r);
              setOpen(true);
            }}
          />
        ))}
      </div>
      {query.isFetchNextPageError ? (
        <LoadError title={SEARCH_MESSAGES.failed} error={query.error} onRetry={() => query.fetchNextPage()} />
      ) : (
        <LoadMore pages={query} shown={results.length} total={total} auto />
      )}
      <ResultDialog result={shown} open={open} onOpenChange={setOpen} />
    </div>
  );
}
