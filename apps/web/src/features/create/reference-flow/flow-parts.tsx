import { ImageOff, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { AssetImage, assetTitle, useAsset } from '@/features/assets';
import { cn } from '@/lib/cn';

/**
 * The image a range or photoshoot starts from, shown on the form with a way back to the
 * selection. 'card' (a large square, for a side column) or 'row' (compact, for phones).
 */
export function ReferencePreview({
  assetId,
  label,
  onChange,
  className,
}: {
  assetId: string;
  label: string;
  onChange: () => void;
  className?: string;
}) {
  const { data: asset, isError } = useAsset(assetId);
  return (
    <figure
      className={cn(
        'flex min-w-0 items-center gap-3 rounded-2xl border border-zinc-200 bg-white p-2.5 md:flex-col md:items-stretch md:p-2',
        className,
      )}
      data-testid="reference-preview"
      data-asset-id={assetId}
    >
      <div className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-zinc-50 ring-1 ring-zinc-100 md:aspect-square md:size-auto">
        {isError ? (
          <div className="flex size-full items-center justify-center text-zinc-400">
            <ImageOff className="size-5" aria-hidden />
          </div>
        ) : (
          <AssetImage
            src={asset?.thumbnailUrl ?? asset?.previewUrl}
            alt={asset ? assetTitle(asset) : label}
            fit="contain"
            eager
            className="size-full bg-transparent"
          />
        )}
      </div>
      <figcaption className="flex min-w-0 flex-1 items-center gap-2 md:flex-col md:items-stretch md:gap-1.5 md:px-0.5">
        <span className="min-w-0 flex-1 md:px-1">
          <span className="block text-xs font-medium text-zinc-500">{label}</span>
          <span
            className="block truncate text-sm font-medium text-zinc-900"
            title={asset ? assetTitle(asset) : undefined}
          >
            {asset ? assetTitle(asset) : isError ? 'Image unavailable' : '\u00a0'}
          </span>
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={onChange}
          className="shrink-0 md:w-full md:bg-zinc-50 md:hover:bg-zinc-100"
          data-testid="change-image"
        >
          <RefreshCw aria-hidden /> Change image
        </Button>
      </figcaption>
    </figure>
  );
}

/** Shown while a stored reference image is being saved before the form opens. */
export function PreparingReference() {
  return (
    <div
      className="flex min-h-64 flex-col items-center justify-center gap-3 text-center sm:min-h-72"
      role="status"
      data-testid="preparing-reference"
    >
      <Spinner className="size-6 text-brand-600" />
      <p className="text-sm font-medium text-zinc-800">Preparing your image…</p>
      <p className="text-xs text-zinc-500">Saving it to your library so you can use it again.</p>
    </div>
  );
}
