import { SEARCH_FACET_VALUES, type SearchFacet } from '@packsmith/core';
import { Check, ChevronDown } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { cn } from '@/lib/cn';
import { colourSwatch, FACET_TITLES, facetLabel } from './labels';
import { toggleValue } from './rules';

/**
 * A multi-select over one facet: a button naming the facet and how many are picked, opening a
 * list of checkboxes with the count of results each value has (from the last response).
 */
export function FacetSelect({
  facet,
  value,
  counts,
  onChange,
}: {
  facet: SearchFacet;
  value: string[];
  counts?: ReadonlyMap<string, number>;
  onChange: (value: string[]) => void;
}) {
  const title = FACET_TITLES[facet];
  const options: readonly string[] = SEARCH_FACET_VALUES[facet];
  // Values from the address that are no preset (hex colours) still show, so they can be removed.
  const all = [...value.filter((v) => !options.includes(v)), ...options];
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="outline"
          className={cn('justify-between', value.length && 'border-brand-300 bg-brand-50 text-brand-800')}
          data-testid={`facet-${facet}`}
        >
          {title}
          {value.length ? <span className="tabular-nums">({value.length})</span> : null}
          <ChevronDown className="opacity-60" aria-hidden />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-64 p-1.5">
        <fieldset aria-label={title} className="flex max-h-80 flex-col gap-0.5 overflow-y-auto">
          {all.map((option) => {
            const checked = value.includes(option);
            const count = counts?.get(option);
            return (
              <label
                key={option}
                data-value={option}
                data-count={count}
                className="flex cursor-pointer items-center gap-2.5 rounded-lg px-2 py-1.5 text-sm text-zinc-700 hover:bg-zinc-50 has-[:focus-visible]:bg-zinc-100"
              >
                <input
                  type="checkbox"
                  className="peer sr-only"
                  checked={checked}
                  onChange={() => onChange(toggleValue(value, option))}
                />
                <span
                  aria-hidden
                  className={cn(
                    'flex size-4.5 shrink-0 items-center justify-center rounded border peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400',
                    checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 bg-white',
                  )}
                >
                  {checked ? <Check className="size-3" /> : null}
                </span>
                {facet === 'colours' ? (
                  <span
                    aria-hidden
                    className="size-4 shrink-0 rounded-full ring-1 ring-zinc-900/10"
                    style={{ background: colourSwatch(option) }}
                  />
                ) : null}
                <span className="min-w-0 flex-1 truncate">{facetLabel(facet, option)}</span>
                {count !== undefined ? (
                  <span className="text-xs text-zinc-400 tabular-nums">{count}</span>
                ) : null}
              </label>
            );
          })}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
