import { DESIGN_LIMITS, NAMED_COLOURS, searchNamedColours } from '@packsmith/core';
import { Check, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { FlowDialog } from '../shared';
import { ColourChips } from './colour-chips';
import { colourDisabled, colourLabel, selectionChanged, toggleColour } from './rules';

/** Dark text on light swatches, white on dark ones (relative luminance). */
export function isLightHex(hex: string): boolean {
  const n = Number.parseInt(hex, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.45;
}

/**
 * 'Colours selection': up to 4 of the named colours, a search toggle, the chosen ones as
 * removable chips; 'Save colours' only once the selection differs from the one it opened with.
 */
export function ColourPickerDialog({
  initial,
  onSave,
  onClose,
}: {
  initial: readonly string[];
  onSave: (colours: string[]) => void;
  onClose: () => void;
}) {
  const [selection, setSelection] = useState<string[]>(() => [...initial]);
  const [searching, setSearching] = useState(false);
  const [query, setQuery] = useState('');
  const colours = useMemo(
    () => (searching && query.trim() ? searchNamedColours(query) : NAMED_COLOURS),
    [searching, query],
  );
  const changed = selectionChanged(initial, selection);
  const full = selection.length >= DESIGN_LIMITS.logoMaxColours;
  const toggleSearch = () => {
    setSearching((s) => !s);
    setQuery('');
  };

  return (
    <FlowDialog
      title="Colours selection"
      description="Choose up to 4 colours"
      size="xl"
      className="md:h-[min(92dvh,46rem)]"
      onClose={onClose}
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        (e.currentTarget as HTMLElement | null)?.focus();
      }}
      data-testid="colour-picker"
      footer={
        <div className="grid grid-cols-2 gap-2 md:flex md:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => onSave(selection)} disabled={!changed} data-testid="save-colours">
            Save colours
          </Button>
        </div>
      }
    >
      <div className="flex flex-col gap-4">
        {/* Chosen colours and search stay in view while the grid scrolls. */}
        <div className="sticky -top-5 z-10 -mx-5 -mt-5 flex flex-col gap-3 border-b border-zinc-100 bg-white px-5 pt-3 pb-3 md:-mx-6 md:px-6">
          <div className="flex min-h-9 items-center gap-3">
            <div className="min-w-0 flex-1">
              {selection.length > 0 ? (
                <ColourChips
                  colours={selection}
                  onRemove={(hex) => setSelection((s) => s.filter((c) => c !== hex))}
                />
              ) : (
                <p className="text-sm text-zinc-500">No colours chosen yet.</p>
              )}
            </div>
            <span
              className={cn(
                'shrink-0 text-xs font-medium tabular-nums',
                full ? 'text-brand-700' : 'text-zinc-400',
              )}
              data-testid="colour-count"
            >
              {selection.length} / {DESIGN_LIMITS.logoMaxColours}
            </span>
            <Button
              variant={searching ? 'soft' : 'outline'}
              size="icon-sm"
              onClick={toggleSearch}
              aria-pressed={searching}
              aria-label={searching ? 'Close search' : 'Search colours'}
              data-testid="colour-search-toggle"
            >
              <Search aria-hidden />
            </Button>
          </div>
          {searching ? (
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-zinc-400"
                aria-hidden
              />
              <Input
                autoFocus
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
                placeholder="Search colours: green, pastel, gold…"
                aria-label="Search colours"
                className="pl-10"
                data-testid="colour-search"
              />
            </div>
          ) : null}
        </div>
        {full ? (
          <p className="rounded-xl bg-brand-50 px-3 py-2 text-xs text-brand-800" role="status">
            You've chosen 4 colours. Remove one to pick another.
          </p>
        ) : null}
        {colours.length === 0 ? (
          <div className="py-10 text-center" role="status">
            <p className="text-sm font-medium text-zinc-800">No colours found</p>
            <p className="mt-1 text-xs text-zinc-500">Try another word, like "blue" or "warm".</p>
          </div>
        ) : (
          <ul
            className="grid grid-cols-5 gap-x-1.5 gap-y-3 sm:grid-cols-6 md:grid-cols-8 md:gap-x-2"
            aria-label="Colours"
            data-testid="colour-grid"
          >
            {colours.map((c) => {
              const hex = c.hex.slice(1);
              const selected = selection.includes(hex);
              const disabled = colourDisabled(selection, hex);
              return (
                <li key={c.hex}>
                  <button
                    type="button"
                    onClick={() => setSelection((s) => toggleColour(s, hex))}
                    disabled={disabled}
                    aria-pressed={selected}
                    title={`${c.name} ${c.hex}`}
                    className="group flex w-full flex-col items-center gap-1.5 rounded-xl p-1 text-center transition-opacity focus-visible:outline-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-40 disabled:saturate-50"
                    data-testid="colour-swatch"
                    data-hex={hex}
                  >
                    <span
                      className={cn(
                        'relative flex aspect-square w-full max-w-14 items-center justify-center rounded-xl ring-1 ring-black/10 ring-inset transition-transform group-enabled:group-hover:scale-105',
                        selected && 'ring-2 ring-brand-600 ring-offset-2 ring-offset-white',
                      )}
                      style={{ backgroundColor: c.hex }}
                    >
                      {selected ? (
                        <Check
                          className={cn('size-5', isLightHex(hex) ? 'text-zinc-900' : 'text-white')}
                          strokeWidth={3}
                          aria-hidden
                        />
                      ) : null}
                    </span>
                    <span
                      className={cn(
                        'line-clamp-2 text-[11px] leading-tight',
                        selected ? 'font-semibold text-zinc-900' : 'text-zinc-600',
                      )}
                    >
                      {colourLabel(hex)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </FlowDialog>
  );
}
