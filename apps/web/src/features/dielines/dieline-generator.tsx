import {
  checkDielineSize,
  DIELINE_BOARD_NAMES,
  DIELINE_FORMATS,
  DIELINE_MESSAGES,
  type DielineSize,
  type DielineStructureSummary,
} from '@packsmith/core';
import { Box, Download } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { Field, fieldDescribedBy } from '@/components/ui/field';
import { controlClass, Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIdlePrefetch } from '@/lib/use-idle-prefetch';
import { dielineUrl, useStructures } from './api';

/** three.js stays out of every first load: the view is its own chunk, fetched when opened. */
const loadFoldView = () => import('./fold-view');
const FoldView = lazy(loadFoldView);

const DIMENSIONS = [
  ['length', 'Length'],
  ['width', 'Width'],
  ['depth', 'Depth'],
  ['caliper', 'Caliper'],
] as const;

type Draft = Record<keyof DielineSize, string>;

const draftOf = (s: DielineStructureSummary): Draft => ({
  length: String(s.params.length.default),
  width: String(s.params.width.default),
  depth: String(s.params.depth.default),
  caliper: String(s.params.caliper.default),
});

/**
 * The dieline generator: pick a structure, type its inside size and board caliper, watch the flat
 * dieline redraw, and download it as PDF, SVG or DXF. Anyone may use it, signed in or not.
 */
export function DielineGenerator() {
  const structures = useStructures();
  const list = structures.data?.data ?? [];
  const [id, setId] = useState('roll-end-tuck-front-mailer');
  const structure = list.find((s) => s.id === id) ?? list[0];
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const [view, setView] = useState<'flat' | '3d'>('flat');
  useIdlePrefetch(loadFoldView);
  const draft = structure ? (drafts[structure.id] ?? draftOf(structure)) : undefined;

  const checked = useMemo(() => {
    if (!structure || !draft) return undefined;
    const numbers = Object.fromEntries(DIMENSIONS.map(([k]) => [k, Number(draft[k])]));
    const bad = DIMENSIONS.find(([k]) => draft[k].trim() === '' || !Number.isFinite(numbers[k]));
    if (bad) return { error: DIELINE_MESSAGES.number(bad[1]), field: bad[0] };
    return checkDielineSize(structure.board, numbers);
  }, [structure, draft]);
  const size = checked && 'size' in checked ? checked.size : undefined;
  const settled = useDebouncedValue(
    size && structure ? dielineUrl(structure.id, 'svg', size) : undefined,
    250,
  );

  if (structures.isPending) return <Skeleton className="h-96 rounded-2xl" />;
  if (structures.isError || !structure || !draft)
    return (
      <Notice tone="danger">The dieline library could not be loaded. Reload the page to try again.</Notice>
    );

  const byCategory = [...new Set(list.map((s) => s.category))].map((category) => ({
    category,
    items: list.filter((s) => s.category === category),
  }));
  const set = (key: keyof DielineSize, value: string) =>
    setDrafts((all) => ({ ...all, [structure.id]: { ...draft, [key]: value } }));

  return (
    <section
      aria-labelledby="dieline-generator-title"
      className="mb-10 grid gap-6 rounded-2xl border border-zinc-200/80 bg-white p-4 shadow-card sm:p-6 lg:grid-cols-[minmax(0,20rem)_1fr]"
      data-testid="dieline-generator"
    >
      <div className="flex flex-col gap-4">
        <h2 id="dieline-generator-title" className="text-lg font-semibold text-zinc-900">
          Draw a dieline
        </h2>
        <Field id="dieline-structure" label="Structure">
          <select
            id="dieline-structure"
            className={cn(controlClass, 'h-11')}
            value={structure.id}
            onChange={(e) => setId(e.target.value)}
          >
            {byCategory.map(({ category, items }) => (
              <optgroup key={category} label={category.replace(/^./, (c) => c.toUpperCase())}>
                {items.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.code ? `${s.name} · FEFCO ${s.code}` : s.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </Field>
        <p className="text-sm text-zinc-600">
          {structure.description} <Badge variant="neutral">{DIELINE_BOARD_NAMES[structure.board]}</Badge>
        </p>
        <div className="grid grid-cols-2 gap-3">
          {DIMENSIONS.map(([key, label]) => {
            const p = structure.params[key];
            const error = checked && 'error' in checked && checked.field === key ? checked.error : undefined;
            const fieldId = `dieline-${key}`;
            return (
              <Field key={key} id={fieldId} label={`${label} (mm)`} hint={`${p.min}–${p.max}`} error={error}>
                <Input
                  id={fieldId}
                  inputMode="decimal"
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={fieldDescribedBy(fieldId, { hint: true, error })}
                />
              </Field>
            );
          })}
        </div>
        <p className="text-xs text-zinc-500">
          Inside dimensions. Panels are drawn to the inside size plus one caliper between creases.
        </p>
        <div className="flex flex-wrap gap-2">
          {DIELINE_FORMATS.map((format) =>
            size ? (
              <a
                key={format}
                href={dielineUrl(structure.id, format, size)}
                download
                className={buttonClass({ variant: format === 'pdf' ? 'primary' : 'outline', size: 'md' })}
              >
                <Download className="size-4" aria-hidden />
                {format.toUpperCase()}
              </a>
            ) : (
              <span
                key={format}
                className={buttonClass({ variant: 'outline', className: 'opacity-50' })}
                aria-disabled
              >
                <Download className="size-4" aria-hidden />
                {format.toUpperCase()}
              </span>
            ),
          )}
        </div>
      </div>
      <div className="flex flex-col gap-3">
        <fieldset className="flex gap-2">
          <legend className="sr-only">View</legend>
          <Button
            size="sm"
            variant={view === 'flat' ? 'secondary' : 'outline'}
            aria-pressed={view === 'flat'}
            onClick={() => setView('flat')}
          >
            Flat
          </Button>
          <Button
            size="sm"
            variant={view === '3d' ? 'secondary' : 'outline'}
            aria-pressed={view === '3d'}
            onClick={() => setView('3d')}
            disabled={!size}
          >
            <Box className="size-4" aria-hidden />
            Fold in 3D
          </Button>
        </fieldset>
        {view === '3d' && size ? (
          <Suspense fallback={<Skeleton className="aspect-[4/3] w-full rounded-xl" />}>
            <FoldView structureId={structure.id} size={size} />
          </Suspense>
        ) : (
          <figure className="flex min-h-72 flex-col overflow-hidden rounded-xl bg-zinc-50">
            {settled ? (
              <img
                key={settled}
                src={settled}
                alt={`Flat dieline of the ${structure.name.toLowerCase()}`}
                className="h-full max-h-[70vh] w-full object-contain p-2"
                data-testid="dieline-preview"
              />
            ) : (
              <div className="flex flex-1 items-center justify-center p-6 text-sm text-zinc-500">
                Fix the size to see the dieline.
              </div>
            )}
            <figcaption className="border-t border-zinc-200/80 bg-white px-3 py-2 text-xs text-zinc-500">
              Magenta: cut · blue dashed: crease · yellow: glue · pale blue: bleed (downloads use spot
              colours)
            </figcaption>
          </figure>
        )}
      </div>
    </section>
  );
}
