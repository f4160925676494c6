import { Search, SlidersHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** The prompt, the Filters toggle (a dot while filters are active) and Search (enabled when valid). */
export function SearchBox({
  prompt,
  onPromptChange,
  canSubmit,
  onSubmit,
  filtersOpen,
  onToggleFilters,
  activeFilters,
}: {
  prompt: string;
  onPromptChange: (prompt: string) => void;
  canSubmit: boolean;
  onSubmit: () => void;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  activeFilters: number;
}) {
  return (
    <form
      aria-label="Search designs"
      className="flex flex-col gap-2 sm:flex-row"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSubmit) onSubmit();
      }}
    >
      <div className="relative sm:flex-1">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-400"
          aria-hidden
        />
        <Input
          type="search"
          aria-label="Search prompt"
          placeholder="Ask anything"
          value={prompt}
          onChange={(event) => onPromptChange(event.target.value)}
          className="pl-10"
          data-testid="search-page-prompt"
        />
      </div>
      <div className="flex gap-2">
        <Button
          type="button"
          variant="outline"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={onToggleFilters}
          className={cn('relative flex-1 sm:flex-none', filtersOpen && 'bg-zinc-100')}
          data-testid="filters-toggle"
        >
          <SlidersHorizontal aria-hidden /> Filters
          {activeFilters ? (
            <span
              className="absolute top-1.5 right-1.5 size-2 rounded-full bg-brand-600"
              data-testid="filters-dot"
            >
              <span className="sr-only">({activeFilters} active)</span>
            </span>
          ) : null}
        </Button>
        <Button
          type="submit"
          disabled={!canSubmit}
          className="flex-1 sm:flex-none"
          data-testid="search-submit"
        >
          Search
        </Button>
      </div>
    </form>
  );
}
