import { type Asset, PAGE_SIZES } from '@packsmith/core';
import { Check, ImageOff } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { type AssetFilters, useAssetsPage } from './api';
import { AssetImage } from './asset-image';
import { pagerState } from './pager';
import { PickerPages } from './picker-pages';
import { cancelPicks, canPickMore, openPicks, type ReferencePicks, togglePick } from './reference-picks';
import { ReferenceUpload } from './reference-upload';
import { assetTitle } from './rules';

/** Every image of the user's library that can serve as a reference (generated and uploaded). */
const REFERENCE_IMAGES: AssetFilters = { excludeProcessedAssets: true };

export interface ReferencePickerDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The references picked so far. */
  value: readonly Asset[];
  onChange: (assets: Asset[]) => void;
  limit: number;
  title?: string;
}

/**
 * The multi-select reference picker: 12 images per page, pick or unpick, further picks disabled
 * at the limit; Done keeps the picks, Cancel (or closing) removes those picked in this visit.
 */
export function ReferencePickerDialog({ open, onOpenChange, ...rest }: ReferencePickerDialogProps) {
  // Escape and the close button count as Cancel: the body registers how to cancel.
  const cancel = useRef<() => void>(() => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : cancel.current())}>
      {open ? <PickerBody {...rest} cancelRef={cancel} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function PickerBody({
  value,
  onChange,
  limit,
  title = 'Choose reference images',
  onClose,
  cancelRef,
}: Omit<ReferencePickerDialogProps, 'open' | 'onOpenChange'> & {
  onClose: () => void;
  cancelRef: { current: () => void };
}) {
  const [picks, setPicks] = useState<ReferencePicks>(() => openPicks(value.map((a) => a.id)));
  const known = useRef(new Map(value.map((a) => [a.id, a])));
  const [page, setPage] = useState(0);
  const pageSize = PAGE_SIZES.referencePicker;
  const query = useAssetsPage(REFERENCE_IMAGES, { limit: pageSize, offset: page * pageSize });
  const total = query.data?.totalCount ?? 0;
  const pager = pagerState(page, total, pageSize);
  for (const asset of query.data?.data ?? []) known.current.set(asset.id, asset);

  const assetsFor = (ids: readonly string[]) =>
    ids.map((id) => known.current.get(id)).filter((a): a is Asset => a !== undefined);
  const finish = (ids: readonly string[]) => {
    onChange(assetsFor(ids));
    onClose();
  };
  cancelRef.current = () => finish(cancelPicks(picks));
  const pickUploaded = (assets: Asset[]) => {
    for (const asset of assets) known.current.set(asset.id, asset);
    setPicks((p) => assets.reduce((acc, a) => togglePick(acc, a.id, limit), p));
  };

  return (
    <DialogContent
      title={title}
      description={`Pick up to ${limit} ${limit === 1 ? 'image' : 'images'} for the AI to follow.`}
      size="lg"
      onOpenAutoFocus={(e) => e.preventDefault()}
      footer={
        <>
          <span className="mr-auto text-sm tabular-nums text-zinc-500" data-testid="reference-count">
            {picks.selected.length} / {limit} selected
          </span>
          <Button variant="outline" onClick={cancelRef.current}>
            Cancel
          </Button>
          <Button onClick={() => finish(picks.selected)}>Done</Button>
        </>
      }
    >
      <ReferenceUpload room={limit - picks.selected.length} limit={limit} onUploaded={pickUploaded} />
      {query.isPending ? (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" aria-busy>
          {Array.from({ length: pageSize }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={i} className="aspect-square rounded-xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError title="We couldn't load your images" error={query.error} onRetry={query.refetch} />
      ) : total === 0 ? (
        <EmptyState
          size="sm"
          icon={ImageOff}
          title="No images available"
          description="Upload an image above, or generate one, to use it as a reference here."
        />
      ) : (
        <div className="flex flex-col gap-3" data-testid="reference-picker">
          <fieldset
            aria-label="Your images"
            className={cn('grid grid-cols-3 gap-2 sm:grid-cols-4', query.isPlaceholderData && 'opacity-60')}
          >
            {query.data.data.map((asset) => {
              const selected = picks.selected.includes(asset.id);
              const disabled = !selected && !canPickMore(picks, limit);
              return (
                <button
                  key={asset.id}
                  type="button"
                  aria-pressed={selected}
                  aria-label={assetTitle(asset)}
                  disabled={disabled}
                  title={disabled ? `You can pick up to ${limit} images` : assetTitle(asset)}
                  onClick={() => setPicks((p) => togglePick(p, asset.id, limit))}
                  data-testid="reference-option"
                  className={cn(
                    'relative aspect-square overflow-hidden rounded-xl ring-1 ring-zinc-200 transition hover:ring-zinc-300',
                    'disabled:cursor-not-allowed disabled:opacity-40',
                    selected && 'ring-2 ring-brand-500 ring-offset-2',
                  )}
                >
                  <AssetImage src={asset.thumbnailUrl} alt="" className="size-full" />
                  {selected ? (
                    <span className="absolute top-1.5 right-1.5 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                      <Check className="size-3" strokeWidth={3} aria-hidden />
                    </span>
                  ) : null}
                </button>
              );
            })}
          </fieldset>
          <PickerPages pager={pager} busy={query.isFetching} onPage={setPage} />
        </div>
      )}
    </DialogContent>
  );
}
