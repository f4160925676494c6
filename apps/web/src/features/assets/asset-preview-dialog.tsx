import type { Asset } from '@packsmith/core';
import { useQueryClient } from '@tanstack/react-query';
import { Download, ImageOff, WandSparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { HotspotComments } from '@/features/comments';
import { useAssetDialogOpen } from '@/features/notifications';
import { trackDownloadDesign } from '@/lib/analytics';
import { useAssetActions } from '@/lib/asset-slots';
import { cn } from '@/lib/cn';
import { preloadImage, usePhoneNeighbourPrefetch } from '@/lib/neighbour-prefetch';
import { ensureAsset, useAsset } from './api';
import { AssetImage, checkerboard, FavouriteButton } from './asset-image';
import { assetTitle, downloadName, formatBytes } from './rules';

const CATEGORY_LABELS: Partial<Record<Asset['fileCategory'], string>> = {
  LOGO: 'Logo',
  PRODUCT_IMAGE: 'Product image',
  ARTWORK: 'Artwork',
  'DESIGN INSPIRATION': 'Inspiration',
};

/** 'Uploaded 22 Nov 2026', 'Generated …', 'Logo · uploaded …'. */
function describe(asset: Asset): string {
  const when = new Date(asset.createdAt).toLocaleDateString(undefined, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
  if (asset.fileCategory === 'GENERATED IMAGE') return `Generated ${when}`;
  const kind = CATEGORY_LABELS[asset.fileCategory];
  return kind ? `${kind} · uploaded ${when}` : `Uploaded ${when}`;
}

function Details({ asset }: { asset: Asset }) {
  const rows = [
    ['Size', asset.width && asset.height ? `${asset.width} × ${asset.height} px` : null],
    ['File', formatBytes(asset.bytes)],
    ['Type', asset.mimetype.replace('image/', '').replace('svg+xml', 'svg').toUpperCase()],
  ].filter((r): r is [string, string] => !!r[1]);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-zinc-500">{k}</dt>
          <dd className="text-right text-zinc-800 tabular-nums">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function Colours({ asset }: { asset: Asset }) {
  if (!asset.dominantColours.length) return null;
  return (
    <div>
      <p className="mb-2 text-xs font-medium tracking-wide text-zinc-500 uppercase">Colours</p>
      <ul className="flex flex-wrap gap-1.5" data-testid="asset-colours">
        {asset.dominantColours.slice(0, 6).map((c) => (
          <li
            key={`${c.name}-${c.hex}`}
            className="inline-flex items-center gap-1.5 rounded-full border border-zinc-200 bg-white py-0.5 pr-2.5 pl-1 text-xs text-zinc-700"
          >
            <span className="size-4 rounded-full ring-1 ring-zinc-900/10" style={{ background: c.hex }} />
            {c.name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A large view of one asset with favourite and download. Until the AI editor ships, choosing an
 * image to edit opens this, and says plainly that the editor is on its way.
 */
export interface PreviewGallery {
  /** The images to flip through (left/right arrow keys), in order, with their thumbnails. */
  items: { assetId: string; thumbnailUrl: string | null }[];
  onSelect: (assetId: string) => void;
  /** The strip's accessible name (default 'Images in this session'). */
  label?: string;
}

export function AssetPreviewDialog({
  assetId,
  open,
  onOpenChange,
  editorNote = true,
  gallery,
  actions,
}: {
  assetId: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Show the 'editor is coming' note (the edit flow). */
  editorNote?: boolean;
  /** Neighbouring images (a session's results) shown as a strip under the image. */
  gallery?: PreviewGallery;
  /** Extra buttons beside Favourite and Download (e.g. Remix). */
  actions?: ReactNode;
}) {
  const query = useAsset(open ? assetId : null);
  const sharedActions = useAssetActions();
  // While an asset is open, live notifications are marked read instead of toasted (spec part 1 §4).
  useAssetDialogOpen(open);
  const asset = query.data;
  const queryClient = useQueryClient();
  // Once the open image's record is here, its neighbours' records and preview images follow.
  usePhoneNeighbourPrefetch({
    ids: gallery?.items.map((i) => i.assetId) ?? [],
    current: open && asset ? asset.id : null,
    load: async (id, signal) => {
      const neighbour = await ensureAsset(queryClient, id);
      await preloadImage(neighbour.previewUrl, signal);
    },
  });
  const step = (delta: number) => {
    if (!gallery || !assetId) return;
    const at = gallery.items.findIndex((i) => i.assetId === assetId);
    const next = gallery.items[at + delta];
    if (at >= 0 && next) gallery.onSelect(next.assetId);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight') step(1);
          if (event.key === 'ArrowLeft') step(-1);
        }}
        size="xl"
        title={
          asset ? (
            <span className="block truncate pr-8" data-testid="asset-preview-title">
              {assetTitle(asset)}
            </span>
          ) : (
            'Image'
          )
        }
        description={asset ? describe(asset) : undefined}
      >
        {query.isPending && assetId ? (
          <div className="grid gap-6 md:grid-cols-[minmax(0,1fr)_16rem]">
            <Skeleton className="h-72 rounded-2xl sm:h-[28rem]" />
            <div className="flex flex-col gap-3">
              <Skeleton className="h-10" />
              <Skeleton className="h-10" />
              <Skeleton className="h-24" />
            </div>
          </div>
        ) : !asset ? (
          <EmptyState
            icon={ImageOff}
            title="This image isn't available"
            description="It may have been deleted, or it belongs to another account."
          />
        ) : (
          <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-6" data-testid="asset-preview">
            <div
              className={cn(
                'relative flex h-72 items-center justify-center overflow-hidden rounded-2xl ring-1 ring-zinc-200 sm:h-[28rem]',
                checkerboard,
              )}
            >
              <AssetImage
                src={asset.previewUrl}
                alt={asset.description ?? assetTitle(asset)}
                fit="contain"
                eager
                className="size-full bg-transparent"
                imgClassName="p-3"
                data-testid="asset-preview-image"
              />
              <HotspotComments assetId={asset.id} controlsClassName="right-3 bottom-3" />
              {asset.processingStatus === 'pending' ? (
                <span className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-2.5 py-1 text-xs font-medium text-zinc-600 shadow-sm">
                  <Spinner className="size-3.5" /> Preparing preview…
                </span>
              ) : null}
            </div>
            <div className="flex flex-col gap-5">
              <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
                <FavouriteButton asset={asset} variant="button" />
                <a
                  href={asset.url}
                  download={downloadName(asset)}
                  target="_blank"
                  rel="noreferrer"
                  className={buttonClass({ variant: 'outline' })}
                  data-testid="download-button"
                  onClick={() => trackDownloadDesign(downloadName(asset), asset.id)}
                >
                  <Download aria-hidden /> Download
                </a>
              </div>
              <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
                {sharedActions([asset.id])}
                {actions}
              </div>
              <Details asset={asset} />
              <Colours asset={asset} />
              {editorNote ? (
                <div
                  className="mt-auto rounded-2xl border border-brand-100 bg-gradient-to-b from-brand-50 to-white p-4"
                  data-testid="editor-coming"
                >
                  <div className="flex items-center gap-2 text-sm font-semibold text-brand-900">
                    <WandSparkles className="size-4 text-brand-600" aria-hidden />
                    The AI editor is coming soon
                  </div>
                  <p className="mt-1.5 text-xs leading-relaxed text-brand-900/70">
                    Soon you'll edit this image by chatting with AI — fix text, replace logos, change colours
                    and more. It's saved in your library, ready when the editor arrives.
                  </p>
                </div>
              ) : null}
            </div>
          </div>
        )}
        {gallery && gallery.items.length > 1 ? <GalleryStrip gallery={gallery} current={assetId} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function GalleryStrip({ gallery, current }: { gallery: PreviewGallery; current: string | null }) {
  return (
    <ul
      className="mt-5 flex gap-2 overflow-x-auto pb-1"
      aria-label={gallery.label ?? 'Images in this session'}
    >
      {gallery.items.map((item, i) => (
        <li key={item.assetId} className="shrink-0">
          <button
            type="button"
            onClick={() => gallery.onSelect(item.assetId)}
            aria-label={`Image ${i + 1} of ${gallery.items.length}`}
            aria-current={item.assetId === current || undefined}
            className={cn(
              'block size-16 overflow-hidden rounded-lg ring-2 transition',
              item.assetId === current ? 'ring-brand-500' : 'ring-transparent opacity-70 hover:opacity-100',
            )}
          >
            <AssetImage src={item.thumbnailUrl} alt="" className="size-full" />
          </button>
        </li>
      ))}
    </ul>
  );
}
