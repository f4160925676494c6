import type { CatalogueListEntry } from '@packsmith/core';
import { Check, ChevronDown, PackageSearch, Search, SlidersHorizontal, X } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FieldError } from '@/components/ui/field';
import { controlClass } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { AssetImage } from '@/features/assets';
import { cn } from '@/lib/cn';
import {
  categoryOptions,
  emptyFilters,
  filtersActive,
  filterTemplates,
  MAX_PRODUCT_TYPES,
  NO_PRODUCTS_HINT,
  NO_PRODUCTS_TITLE,
  type PickerFilters,
  SEARCH_PLACEHOLDER,
  templateList,
  templateThumbnailUrl,
  toggleCategory,
  toggleProduct,
} from './picker-rules';

export interface TemplatePickerProps {
  /** id of the search box (so a dialog can focus it). */
  searchId?: string;
  /** Picked template ids, in the order picked. */
  value: readonly string[];
  onChange: (ids: string[]) => void;
  /** A validation message from the form (e.g. 'Please select at least one product type'). */
  error?: string | null;
  max?: number;
  /** The refusal shown when one more than `max` is picked (default: the 4-type message). */
  limitMessage?: string;
  className?: string;
}

function CategoryFilter({
  value,
  onChange,
}: {
  value: readonly string[];
  onChange: (categories: string[]) => void;
}) {
  const options = useMemo(() => categoryOptions(), []);
  const label =
    value.length === 0 ? 'All categories' : value.length === 1 ? value[0] : `${value.length} categories`;
  return (
    <Popover>
      <PopoverTrigger
        className={cn(
          controlClass,
          'inline-flex h-11 w-full items-center gap-2 text-left sm:w-52',
          value.length > 0 && 'border-brand-300 bg-brand-50/50 text-brand-800',
        )}
        data-testid="category-filter"
      >
        <SlidersHorizontal className="size-4 shrink-0 text-zinc-400" aria-hidden />
        <span className="min-w-0 flex-1 truncate">{label}</span>
        <ChevronDown className="size-4 shrink-0 text-zinc-400" aria-hidden />
      </PopoverTrigger>
      <PopoverContent align="end" className="w-64 p-1.5">
        <fieldset aria-label="Categories" className="flex max-h-72 min-w-0 flex-col overflow-y-auto">
          {options.map(({ category, count }) => {
            const checked = value.includes(category);
            return (
              <label
                key={category}
                className="relative flex cursor-pointer items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm text-zinc-700 hover:bg-zinc-50 has-[:focus-visible]:bg-zinc-100"
              >
                <input
                  type="checkbox"
                  aria-label={`${category} (${count})`}
                  className="peer sr-only"
                  checked={checked}
                  onChange={() => onChange(toggleCategory(value, category))}
                />
                <span
                  className={cn(
                    'flex size-4 shrink-0 items-center justify-center rounded border transition-colors',
                    checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 bg-white',
                  )}
                  aria-hidden
                >
                  {checked ? <Check className="size-3" strokeWidth={3} /> : null}
                </span>
                <span className="min-w-0 flex-1 truncate">{category}</span>
                <span className="text-xs tabular-nums text-zinc-400">{count}</span>
              </label>
            );
          })}
        </fieldset>
        {value.length > 0 ? (
          <div className="mt-1 border-t border-zinc-100 px-1 pt-1.5">
            <Button variant="ghost" size="sm" className="w-full" onClick={() => onChange([])}>
              Show all categories
            </Button>
          </div>
        ) : null}
      </PopoverContent>
    </Popover>
  );
}

function TemplateCard({
  entry,
  selected,
  atLimit,
  onToggle,
}: {
  entry: CatalogueListEntry;
  selected: boolean;
  atLimit: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onToggle}
      data-testid="template-card"
      data-template={entry.id}
      className={cn(
        'group relative flex flex-col overflow-hidden rounded-xl bg-white text-left ring-1 ring-zinc-200 transition',
        'hover:ring-zinc-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500',
        selected && 'ring-2 ring-brand-500',
        atLimit && !selected && 'opacity-55 hover:opacity-80',
      )}
    >
      <AssetImage
        src={templateThumbnailUrl(entry.id)}
        alt=""
        className="aspect-square w-full bg-[#ECEAE5]"
        imgClassName="transition-transform duration-300 group-hover:scale-[1.04]"
      />
      <span className="flex min-h-14 flex-col justify-center gap-0.5 border-t border-zinc-100 px-2.5 py-2">
        <span className="line-clamp-2 text-[13px] leading-tight font-medium text-zinc-900">
          {entry.product}
        </span>
        <span className="truncate text-[11px] text-zinc-500">{entry.category}</span>
      </span>
      <span
        className={cn(
          'absolute top-2 right-2 flex size-6 items-center justify-center rounded-full border-2 shadow-sm transition',
          selected
            ? 'border-brand-600 bg-brand-600 text-white'
            : 'border-white bg-white/70 text-transparent opacity-0 group-hover:opacity-100',
        )}
        aria-hidden
      >
        <Check className="size-3.5" strokeWidth={3} />
      </span>
    </button>
  );
}

/**
 * Pick up to 4 packaging templates: search (case and punctuation ignored, over product,
 * category, industries and tags), a multi-select category filter, 'Reset all', the picked
 * types as removable chips with 'Clear', and thumbnails rendered by the design engine.
 */
export function TemplatePicker({
  searchId,
  value,
  onChange,
  error,
  max = MAX_PRODUCT_TYPES,
  limitMessage,
  className,
}: TemplatePickerProps) {
  const id = useId();
  const all = templateList();
  const byId = useMemo(() => new Map(all.map((e) => [e.id, e])), [all]);
  const [filters, setFilters] = useState<PickerFilters>(emptyFilters);
  const [refused, setRefused] = useState<string | null>(null);
  const deferred = useDeferredValue(filters);
  const results = useMemo(() => filterTemplates(all, deferred), [all, deferred]);
  const atLimit = value.length >= max;
  const message = refused ?? error ?? null;

  const toggle = (templateId: string) => {
    const result = toggleProduct(value, templateId, max);
    setRefused(result.refused && (limitMessage ?? result.refused));
    if (!result.refused) onChange(result.selected);
  };
  const remove = (templateId: string) => {
    setRefused(null);
    onChange(value.filter((v) => v !== templateId));
  };

  return (
    <div className={cn('flex flex-col gap-3', className)} data-testid="template-picker">
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-400"
            aria-hidden
          />
          <input
            id={searchId}
            type="search"
            aria-label="Search packaging types"
            placeholder={SEARCH_PLACEHOLDER}
            value={filters.query}
            onChange={(e) => setFilters((f) => ({ ...f, query: e.target.value }))}
            className={cn(
              controlClass,
              'h-11 pl-10 [&::-webkit-search-cancel-button]:hidden',
              filters.query && 'pr-10',
            )}
          />
          {filters.query ? (
            <button
              type="button"
              aria-label="Clear search"
              onClick={() => setFilters((f) => ({ ...f, query: '' }))}
              className="absolute top-1/2 right-2.5 flex size-6 -translate-y-1/2 items-center justify-center rounded-full text-zinc-400 hover:bg-zinc-100 hover:text-zinc-700"
            >
              <X className="size-3.5" aria-hidden />
            </button>
          ) : null}
        </div>
        <CategoryFilter
          value={filters.categories}
          onChange={(categories) => setFilters((f) => ({ ...f, categories }))}
        />
      </div>

      <div className="flex min-h-8 flex-wrap items-center gap-x-2 gap-y-1.5 sm:flex-nowrap">
        <span
          id={`${id}-count`}
          className="shrink-0 text-sm font-medium text-zinc-700"
          data-testid="selected-count"
          aria-live="polite"
        >
          {value.length} / {max} selected
        </span>
        <ul
          aria-label="Selected packaging types"
          className="order-last flex w-full min-w-0 flex-wrap items-center gap-1.5 empty:hidden sm:order-none sm:w-auto sm:flex-1 sm:flex-nowrap sm:overflow-x-auto sm:pr-4 sm:[mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] sm:[scrollbar-width:none] sm:[&::-webkit-scrollbar]:hidden"
        >
          {value.map((templateId) => {
            const entry = byId.get(templateId);
            if (!entry) return null;
            return (
              <li
                key={templateId}
                className="inline-flex h-7 shrink-0 items-center gap-1 rounded-full bg-brand-50 pr-1 pl-2.5 text-xs font-medium whitespace-nowrap text-brand-800 ring-1 ring-brand-200 ring-inset"
              >
                {entry.product}
                <button
                  type="button"
                  aria-label={`Remove ${entry.product}`}
                  onClick={() => remove(templateId)}
                  className="flex size-5 items-center justify-center rounded-full text-brand-600 hover:bg-brand-100"
                >
                  <X className="size-3" aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
        <span className="ml-auto flex shrink-0 items-center">
          {filtersActive(filters) ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setFilters(emptyFilters)}
              data-testid="reset-filters"
            >
              Reset all
            </Button>
          ) : null}
          {value.length > 0 ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setRefused(null);
                onChange([]);
              }}
              data-testid="clear-selection"
            >
              Clear
            </Button>
          ) : null}
        </span>
      </div>
      {message ? <FieldError message={message} /> : null}

      <div
        className="-mx-1 px-1 pt-1 pb-2 sm:h-[max(16rem,calc(92dvh-25rem))] sm:overflow-y-auto sm:overscroll-contain"
        data-testid="template-results"
      >
        {results.length === 0 ? (
          <div className="flex min-h-64 items-center justify-center rounded-2xl border border-dashed border-zinc-200 sm:h-full">
            <EmptyState
              size="sm"
              icon={PackageSearch}
              title={NO_PRODUCTS_TITLE}
              description={NO_PRODUCTS_HINT}
              action={
                <Button variant="outline" size="sm" onClick={() => setFilters(emptyFilters)}>
                  Reset all
                </Button>
              }
            />
          </div>
        ) : (
          <fieldset
            aria-label="Packaging types"
            aria-describedby={`${id}-count`}
            className="grid min-w-0 grid-cols-2 gap-2.5 sm:grid-cols-3 md:grid-cols-4"
          >
            {results.map((entry) => (
              <TemplateCard
                key={entry.id}
                entry={entry}
                selected={value.includes(entry.id)}
                atLimit={atLimit}
                onToggle={() => toggle(entry.id)}
              />
            ))}
          </fieldset>
        )}
      </div>
    </div>
  );
}
