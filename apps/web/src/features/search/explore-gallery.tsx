import { SEARCH_FACET_VALUES, type SearchFacet } from '@packsmith/core';
import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Page, PageHeader } from '@/components/ui/page';
import { cn } from '@/lib/cn';
import { useSearchResults } from './api';
import { exploreQuery, exploreValue } from './explore';
import { facetLabel } from './labels';
import { ResultsGrid } from './results-grid';

function ValueChips({ facet, value }: { facet: SearchFacet; value: string | null }) {
  const values: readonly string[] = SEARCH_FACET_VALUES[facet];
  const chip = (selected: boolean) =>
    cn(
      'shrink-0 rounded-full border px-3.5 py-1.5 text-sm transition-colors',
      selected
        ? 'border-brand-500 bg-brand-50 font-medium text-brand-800'
        : 'border-zinc-200 bg-white text-zinc-700 hover:border-zinc-300 hover:bg-zinc-50',
    );
  return (
    <nav aria-label="Browse by" className="-mx-4 mb-6 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        <li>
          <Link to="?" className={chip(!value)} aria-current={!value ? 'page' : undefined}>
            All
          </Link>
        </li>
        {values.map((v) => (
          <li key={v}>
            <Link
              to={`?${new URLSearchParams({ [facet]: v })}`}
              className={chip(v === value)}
              aria-current={v === value ? 'page' : undefined}
            >
              {facetLabel(facet, v)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The way back from a gallery to /explore, above its title. */
export function BackToExplore() {
  return (
    <Link to="/explore" className="inline-flex items-center gap-1 text-sm text-zinc-500 hover:text-zinc-800">
      <ArrowLeft className="size-4" aria-hidden /> Explore
    </Link>
  );
}

/** An explore category: chips for each value of its facet over a gallery of matching designs. */
export function ExploreGallery({
  facet,
  title,
  description,
}: {
  facet: SearchFacet;
  title: string;
  description: string;
}) {
  const [params] = useSearchParams();
  const value = exploreValue(params, facet);
  const results = useSearchResults(exploreQuery(facet, value));
  return (
    <Page width="wide">
      <PageHeader
        eyebrow={<BackToExplore />}
        title={value ? `${title}: ${facetLabel(facet, value)}` : title}
        description={description}
        actions={
          <Link to="/search" className={buttonClass({ variant: 'outline' })}>
            Search all designs
          </Link>
        }
      />
      <ValueChips facet={facet} value={value} />
      <ResultsGrid
        query={results}
        emptyAction={
          value ? (
            <Link to="?" className={buttonClass({ variant: 'outline' })}>
              Show all
            </Link>
          ) : undefined
        }
      />
    </Page>
  );
}

/** Every design in the index, as the index orders it (the /explore page, under its categories). */
export function LibraryGallery() {
  const results = useSearchResults({});
  return (
    <section aria-labelledby="library-gallery" className="mt-10">
      <h2 id="library-gallery" className="mb-4 text-lg font-semibold text-zinc-900">
        From the inspiration library
      </h2>
      <ResultsGrid query={results} />
    </section>
  );
}
