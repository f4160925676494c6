import type { Collection, CollectionItem } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { FolderHeart, ImagePlus, MailOpen, Pencil, SearchX, Share2, Trash2, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { LoadError } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { notify } from '@/components/ui/toast';
import { AssetImage, AssetPreviewDialog, assetsKeys, assetTitle } from '@/features/assets';
import { useFlag } from '@/features/flags';
import { useUser } from '@/features/users';
import { isApiError } from '@/lib/api';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useCollection, useCollectionItems, useInvitation, useRemoveItems } from './api';
import { DeleteCollectionDialog, EditCollectionDialog, ShareCollectionDialog } from './collection-dialogs';
import { InvitationButtons } from './invitation-answer';

const SEARCH_DEBOUNCE_MS = 300;
const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;

/** /dashboard/collections/{id}: its images (48 a page) and, for the owner, edit, share, delete. */
export function CollectionPage({ id }: { id: string }) {
  const collection = useCollection(id);
  if (collection.isPending) {
    return (
      <Page>
        <Skeleton className="mb-8 h-10 w-64 rounded-xl" />
        <ImageGridSkeleton />
      </Page>
    );
  }
  if (collection.isError) {
    // Not the user's collection: an open invitation to it (whatever link led here) or 'not found'.
    if (isNotFound(collection.error)) return <InvitationCard id={id} />;
    return (
      <Page>
        {isNotFound(collection.error) ? (
          <NotFound />
        ) : (
          <LoadError
            title="We couldn't load this collection"
            error={collection.error}
            onRetry={collection.refetch}
          />
        )}
      </Page>
    );
  }
  return <CollectionView collection={collection.data} />;
}

function NotFound() {
  return (
    <EmptyState
      icon={FolderHeart}
      title="Collection not found"
      description="It may have been deleted, or it was not shared with you."
      action={
        <Link to="/dashboard/collections" className={buttonClass({ variant: 'outline' })}>
          All collections
        </Link>
      }
    />
  );
}

/** A collection the user was invited to but has not joined: who invited them, Accept and Decline. */
function InvitationCard({ id }: { id: string }) {
  const invitation = useInvitation(id, true);
  const navigate = useNavigate();
  return (
    <Page width="narrow">
      {invitation.isPending ? (
        <Skeleton className="h-40 rounded-2xl" />
      ) : invitation.isError ? (
        <NotFound />
      ) : (
        <div className="rounded-2xl border border-zinc-200 bg-white p-6 text-center" data-testid="invitation">
          <MailOpen className="mx-auto mb-3 size-8 text-brand-600" aria-hidden />
          <h1 className="text-lg font-semibold text-zinc-900">Join '{invitation.data.name}'</h1>
          <p className="mt-1 text-sm text-zinc-500">
            {invitation.data.invitedBy} invited you to collaborate on this collection.
          </p>
          <InvitationButtons
            collectionId={id}
            className="mt-5 justify-center"
            onDeclined={() => navigate('/dashboard/collections', { replace: true })}
          />
        </div>
      )}
    </Page>
  );
}

function CollectionView({ collection }: { collection: Collection }) {
  const navigate = useNavigate();
  const user = useUser();
  const isOwner = collection.role === 'owner';
  const [dialog, setDialog] = useState<'edit' | 'share' | 'delete' | null>(null);
  const [openAsset, setOpenAsset] = useState<string | null>(null);
  const searchable = useFlag('collections-search');
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(searchable ? search.trim() : '', SEARCH_DEBOUNCE_MS);
  const items = useCollectionItems(collection.id, true, term);
  const remove = useRemoveItems(collection.id);
  const loaded = items.data?.pages.flatMap((p) => p.data) ?? [];
  const total = items.data?.pages.at(-1)?.totalCount ?? 0;
  const queryClient = useQueryClient();
  // A collaborator may not read the owner's images one by one: the dialog opens them from here.
  useEffect(() => {
    for (const item of loaded) queryClient.setQueryData(assetsKeys.detail(item.assetId), item.asset);
  }, [loaded, queryClient]);
  // ?assetId= (a comment notification's link) opens that image once the page has it.
  const [params, setParams] = useSearchParams();
  const linked = params.get('assetId');
  const shownAsset = openAsset ?? (linked && loaded.some((i) => i.assetId === linked) ? linked : null);
  const closeAsset = () => {
    setOpenAsset(null);
    if (linked)
      setParams(
        (p) => {
          p.delete('assetId');
          return p;
        },
        { replace: true },
      );
  };
  const canRemove = (item: CollectionItem) => isOwner || item.addedBy === user?.userId;
  const close = (open: boolean) => !open && setDialog(null);
  return (
    <Page>
      <PageHeader
        eyebrow={
          <Link to="/dashboard/collections" className="text-sm font-medium text-brand-700 hover:underline">
            ← Collections
          </Link>
        }
        title={<span data-testid="collection-name">{collection.name}</span>}
        description={
          collection.description ??
          `${collection.assetsCount} ${collection.assetsCount === 1 ? 'image' : 'images'} · Private${
            isOwner ? '' : ' · Shared with you'
          }`
        }
        actions={
          <>
            <Button variant="outline" onClick={() => setDialog('share')}>
              <Share2 aria-hidden /> Share
            </Button>
            {isOwner ? (
              <>
                <Button variant="outline" onClick={() => setDialog('edit')}>
                  <Pencil aria-hidden /> Edit
                </Button>
                <Button variant="outline" aria-label="Delete collection" onClick={() => setDialog('delete')}>
                  <Trash2 aria-hidden />
                </Button>
              </>
            ) : null}
          </>
        }
      />
      {searchable && collection.assetsCount > 0 ? (
        <search className="mb-4 block max-w-md">
          <SearchInput
            aria-label="Search this collection"
            placeholder="Search this collection"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            data-testid="collection-search"
          />
        </search>
      ) : null}
      {items.isPending ? (
        <ImageGridSkeleton />
      ) : items.isError ? (
        <LoadError title="We couldn't load the images" error={items.error} onRetry={items.refetch} />
      ) : loaded.length === 0 && term ? (
        <EmptyState
          size="sm"
          icon={SearchX}
          title="No images match your search"
          description="Try another word, or clear the search."
        />
      ) : loaded.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={ImagePlus}
            title="No images yet"
            description="Open any image in Packsmith and choose Add to collection."
          />
        </div>
      ) : (
        <div className="flex flex-col gap-6">
          <ul
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4"
            data-testid="collection-images"
          >
            {loaded.map((item) => (
              <li key={item.id} className="group relative">
                <button
                  type="button"
                  onClick={() => setOpenAsset(item.assetId)}
                  aria-label={`Open ${assetTitle(item.asset)}`}
                  className="block w-full overflow-hidden rounded-2xl ring-1 ring-zinc-200 transition hover:ring-zinc-300 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
                >
                  <AssetImage
                    src={item.asset.thumbnailUrl}
                    alt={assetTitle(item.asset)}
                    className="aspect-square w-full"
                  />
                </button>
                {canRemove(item) ? (
                  <Button
                    size="icon-sm"
                    variant="outline"
                    aria-label={`Remove ${assetTitle(item.asset)} from the collection`}
                    className="absolute top-2 right-2 bg-white/90 opacity-0 shadow-xs transition group-focus-within:opacity-100 group-hover:opacity-100 max-sm:opacity-100"
                    loading={remove.isPending && remove.variables?.[0] === item.assetId}
                    onClick={() =>
                      remove.mutate([item.assetId], {
                        onSuccess: () => notify.success('Removed from the collection'),
                        onError: (e) =>
                          notify.error('Error', isApiError(e) ? e.message : 'Could not remove it'),
                      })
                    }
                  >
                    <X aria-hidden />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          <LoadMore pages={items} shown={loaded.length} total={total} auto />
        </div>
      )}
      <AssetPreviewDialog
        assetId={shownAsset}
        open={!!shownAsset}
        onOpenChange={(open) => !open && closeAsset()}
        editorNote={false}
        gallery={{
          items: loaded.map((i) => ({ assetId: i.assetId, thumbnailUrl: i.asset.thumbnailUrl })),
          onSelect: setOpenAsset,
          label: 'Images in this collection',
        }}
      />
      {dialog === 'edit' ? <EditCollectionDialog collection={collection} open onOpenChange={close} /> : null}
      {dialog === 'share' ? (
        <ShareCollectionDialog collection={collection} open onOpenChange={close} />
      ) : null}
      {dialog === 'delete' ? (
        <DeleteCollectionDialog
          collection={collection}
          open
          onOpenChange={close}
          onDeleted={() => navigate('/dashboard/collections', { replace: true })}
        />
      ) : null}
    </Page>
  );
}

function ImageGridSkeleton() {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="collection-loading">
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="aspect-square rounded-2xl" />
      ))}
    </div>
  );
}
