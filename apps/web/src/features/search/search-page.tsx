import { SEARCH_MESSAGES } from '@packsmith/core';
import { Lightbulb } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { useSearchResults, useSuggestedSearches } from './api';
import { FacetSelect } from './facet-select';
import { ResultsGrid } from './results-grid';
import {
  activeFilterCount,
  canSearch,
  EMPTY_SEARCH,
  FORM_FACETS,
  promptError,
  readSearch,
  type SearchState,
  searchApiQuery,
  searchPath,
  withFilter,
} from './rules';
import { SearchBox } from './search-box';

function SuggestedChips({ onPick }: { onPick: (query: string) => void }) {
  const suggested = useSuggestedSearches();
  if (suggested.isError) return null;
  return (
    <section aria-label="Suggested searches" className="mt-6">
      <h2 className="mb-3 flex items-center gap-1.5 text-sm font-medium text-zinc-500">
        <Lightbulb className="size-4" aria-hidden /> Try a suggested search
      </h2>
      {suggested.isPending ? (
        <div className="flex flex-wrap gap-2">
          {['w-28', 'w-36', 'w-24', 'w-32'].map((w) => (
            <Skeleton key={w} className={`h-8 rounded-full ${w}`} />
          ))}
        </div>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {suggested.data.data.map((s) => (
            <li key={s.id}>
              <Button variant="outline" size="sm" className="rounded-full" onClick={() => onPick(s.query)}>
                {s.query}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Did you mean …?": the query with its misspelt words corrected, one click away. */
export function DidYouMean({
  suggestion,
  onPick,
}: {
  suggestion: string | null | undefined;
  onPick: (q: string) => void;
}) {
  if (!suggestion) return null;
  return (
    <p className="mb-4 text-sm text-zinc-600" data-testid="search-suggestion">
      {SEARCH_MESSAGES.didYouMean}{' '}
      <button
        type="button"
        className="font-medium text-zinc-900 underline underline-offset-2 hover:text-zinc-700"
        onClick={() => onPick(suggestion)}
      >
        {suggestion}
      </button>
      ?
    </p>
  );
}

/** /search: the prompt and filters live in the address; results come for a valid prompt. */
export function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const submitted = readSearch(params);
  const [draft, setDraft] = useState(submitted.q);
  const [lastQ, setLastQ] = useState(submitted.q);
  // A new address (back/forward, the search dialog) puts its prompt in the box.
  if (submitted.q !== lastQ) {
    setLastQ(submitted.q);
    setDraft(submitted.q);
  }
  const active = activeFilterCount(submitted);
  const [filtersOpen, setFiltersOpen] = useState(active > 0);
  const searching = canSearch(submitted);
  const results = useSearchResults(searchApiQuery(submitted), searching);
  const facets = results.data?.pages[0]?.facets;
  const go = (state: SearchState) => navigate(searchPath(state));

  return (
    <Page width="wide">
      <PageHeader title="Search" description="Find packaging designs by words, colours, styles and types." />
      <SearchBox
        prompt={draft}
        onPromptChange={setDraft}
        canSubmit={promptError(draft) === null}
        onSubmit={() => go({ ...submitted, q: draft.trim() })}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        activeFilters={active}
      />
      {filtersOpen ? (
        <div
          id="search-filters"
          className="mt-3 flex flex-wrap items-center gap-2"
          data-testid="search-filters"
        >
          {FORM_FACETS.map((facet) => (
            <FacetSelect
              key={facet}
              facet={facet}
              value={submitted[facet]}
              counts={facets ? new Map(facets[facet].map((f) => [f.value, f.count])) : undefined}
              onChange={(values) => go(withFilter(submitted, draft, facet, values))}
            />
          ))}
          {active ? (
            <Button variant="ghost" size="sm" onClick={() => go({ ...EMPTY_SEARCH, q: submitted.q })}>
              Clear filters
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className="mt-6">
        {searching ? (
          <>
            <DidYouMean
              suggestion={results.data?.pages[0]?.suggestion}
              onPick={(q) => go({ ...submitted, q })}
            />
            <ResultsGrid query={results} />
          </>
        ) : (
          <SuggestedChips onPick={(q) => go({ ...submitted, q })} />
        )}
      </div>
    </Page>
  );
}
