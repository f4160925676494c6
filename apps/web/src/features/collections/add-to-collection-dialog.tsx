import { COLLECTIONS, type Collection, MESSAGES } from '@packsmith/core';
import { Check, FolderHeart, FolderPlus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { isApiError } from '@/lib/api';
import type { AssetIdsSource } from '@/lib/asset-slots';
import { cn } from '@/lib/cn';
import { useAddToCollections, useCollections, useMemberships } from './api';
import { CollectionCover } from './collection-cover';
import { NewCollectionFields, useNewCollectionForm } from './collection-form';
import { alreadyHoldsAll } from './rules';

/**
 * "Add to collection" for one or more images; opens the dialog below. Given a step instead of
 * ids, it runs it first (once) and opens the dialog with what it made.
 */
export function AddToCollectionButton({ assets }: { assets: AssetIdsSource }) {
  const [open, setOpen] = useState(false);
  const [resolved, setResolved] = useState<string[] | null>(null);
  const [resolving, setResolving] = useState(false);
  const assetIds = Array.isArray(assets) ? assets : resolved;
  const start = async () => {
    if (assetIds) return setOpen(true);
    if (Array.isArray(assets)) return;
    setResolving(true);
    try {
      setResolved(await assets());
      setOpen(true);
    } catch (error) {
      notify.error('Error', error instanceof Error ? error.message : 'Failed to add');
    } finally {
      setResolving(false);
    }
  };
  return (
    <>
      <Button
        variant="outline"
        loading={resolving}
        onClick={() => void start()}
        data-testid="add-to-collection"
      >
        <FolderPlus aria-hidden /> Add to collection
      </Button>
      {open && assetIds ? (
        <AddToCollectionDialog assetIds={assetIds} open={open} onOpenChange={setOpen} />
      ) : null}
    </>
  );
}

/**
 * Normal mode lists collections to pick; create-new mode makes one and adds it to the picks.
 * Collections already holding every image are checked and disabled. Add is disabled until
 * something is picked; confirming adds to every pick and closes (spec part 2 §4, §5).
 */
export function AddToCollectionDialog({
  assetIds,
  open,
  onOpenChange,
}: {
  assetIds: string[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'pick' | 'create'>('pick');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const list = useCollections({ sortBy: 'last-modified', limit: COLLECTIONS.dialogPageSize });
  const memberships = useMemberships(assetIds, open);
  const add = useAddToCollections();
  const newForm = useNewCollectionForm((created) => {
    setPicked((p) => new Set(p).add(created));
    setMode('pick');
  });
  const collections = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages.at(-1)?.totalCount ?? 0;
  const toggle = (collectionId: string) =>
    setPicked((p) => {
      const next = new Set(p);
      if (!next.delete(collectionId)) next.add(collectionId);
      return next;
    });
  const confirm = () =>
    add.mutate(
      { collectionIds: [...picked], assetIds },
      {
        onSuccess: () => {
          notify.success(
            picked.size === 1 ? 'Added to the collection' : `Added to ${picked.size} collections`,
          );
          onOpenChange(false);
        },
        onError: (error) => notify.error('Error', isApiError(error) ? error.message : 'Failed to add'),
      },
    );

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="sm"
        title={mode === 'create' ? 'Create new collection' : 'Add to collection'}
        description={
          mode === 'create'
            ? 'It joins your selection once created.'
            : assetIds.length === 1
              ? 'Pick the collections this image goes in.'
              : `Pick the collections these ${assetIds.length} images go in.`
        }
        footer={
          mode === 'create' ? (
            <>
              <Button variant="outline" onClick={() => setMode('pick')}>
                Back
              </Button>
              <Button type="submit" form={`${id}-form`} loading={newForm.submitting}>
                Create collection
              </Button>
            </>
          ) : (
            <>
              <Button variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button disabled={picked.size === 0} loading={add.isPending} onClick={confirm}>
                Add
              </Button>
            </>
          )
        }
      >
        {mode === 'create' ? (
          <NewCollectionFields id={id} state={newForm} />
        ) : (
          <div className="flex flex-col gap-3">
            <Button variant="outline" className="justify-start" onClick={() => setMode('create')}>
              <Plus aria-hidden /> Create new collection
            </Button>
            {list.isPending || memberships.isPending ? (
              <div className="flex flex-col gap-2" data-testid="collections-loading">
                <Skeleton className="h-14 rounded-xl" />
                <Skeleton className="h-14 rounded-xl" />
              </div>
            ) : list.isError || memberships.isError ? (
              <LoadError
                title="We couldn't load your collections"
                error={(list.error ?? memberships.error)!}
                onRetry={() => {
                  void list.refetch();
                  void memberships.refetch();
                }}
              />
            ) : collections.length === 0 ? (
              <EmptyState size="sm" icon={FolderHeart} title={MESSAGES.collections.empty} />
            ) : (
              <>
                <ul className="flex max-h-80 flex-col gap-1 overflow-y-auto" aria-label="Your collections">
                  {collections.map((c) => (
                    <CollectionChoice
                      key={c.id}
                      collection={c}
                      holdsAll={alreadyHoldsAll(memberships.data ?? {}, assetIds, c.id)}
                      picked={picked.has(c.id)}
                      onToggle={() => toggle(c.id)}
                    />
                  ))}
                </ul>
                <LoadMore pages={list} shown={collections.length} total={total} />
              </>
            )}
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function CollectionChoice({
  collection,
  holdsAll,
  picked,
  onToggle,
}: {
  collection: Collection;
  holdsAll: boolean;
  picked: boolean;
  onToggle: () => void;
}) {
  const checked = holdsAll || picked;
  const hintId = useId();
  return (
    <li title={holdsAll ? MESSAGES.collections.alreadyAdded : undefined}>
      <label
        className={cn(
          'flex items-center gap-3 rounded-xl px-2 py-2 ring-1 ring-transparent',
          holdsAll ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:bg-zinc-50',
          picked && 'bg-brand-50 ring-brand-200',
        )}
      >
        <input
          type="checkbox"
          className="peer sr-only"
          checked={checked}
          disabled={holdsAll}
          onChange={onToggle}
          aria-describedby={holdsAll ? hintId : undefined}
        />
        <span
          aria-hidden
          className={cn(
            'flex size-5 shrink-0 items-center justify-center rounded-md border peer-focus-visible:ring-2 peer-focus-visible:ring-brand-400',
            checked ? 'border-brand-600 bg-brand-600 text-white' : 'border-zinc-300 bg-white',
          )}
        >
          {checked ? <Check className="size-3.5" /> : null}
        </span>
        <CollectionCover collection={collection} className="size-10 shrink-0 rounded-lg" />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-zinc-900">{collection.name}</span>
          <span className="block text-xs text-zinc-500">
            {collection.assetsCount} {collection.assetsCount === 1 ? 'image' : 'images'}
          </span>
          {holdsAll ? (
            <span id={hintId} className="sr-only">
              {MESSAGES.collections.alreadyAdded}
            </span>
          ) : null}
        </span>
      </label>
    </li>
  );
}
