import type { SearchResult } from '@packsmith/core';
import { LogIn, Package } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { notify } from '@/components/ui/toast';
import { AssetImage } from '@/features/assets';
import { openCreateFlow } from '@/features/create';
import { useUser } from '@/features/users';
import { useAssetActions } from '@/lib/asset-slots';
import { currentPath } from '@/lib/navigation';
import { loginUrl } from '@/lib/redirects';
import { saveSearchResultAsAsset } from './api';
import { colourSwatch, facetLabel } from './labels';

/** Saves the result as the user's asset at most once, whichever action asks first. */
function useSavedAsset(result: SearchResult) {
  const saving = useRef<{ id: string; promise: Promise<string> } | null>(null);
  return () => {
    if (saving.current?.id !== result.id) {
      const promise = saveSearchResultAsAsset(result).catch((error: unknown) => {
        saving.current = null;
        throw error;
      });
      saving.current = { id: result.id, promise };
    }
    return saving.current.promise;
  };
}

function Tags({ result }: { result: SearchResult }) {
  const tags = [
    result.type ? facetLabel('types', result.type) : null,
    result.industry,
    ...result.styles.map((s) => facetLabel('styles', s)),
    ...result.materials.map((m) => facetLabel('materials', m)),
    ...result.finishes.map((f) => facetLabel('finishes', f)),
  ].filter((t): t is string => !!t);
  if (!tags.length) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className="rounded-full bg-zinc-100 px-2.5 py-1 text-xs text-zinc-700">
          {t}
        </li>
      ))}
    </ul>
  );
}

function Palette({ palette }: { palette: string[] }) {
  if (!palette.length) return null;
  return (
    <div>
      <p className="mb-2 text-xs font-medium tracking-wide text-zinc-500 uppercase">Colours</p>
      <ul className="flex gap-1.5" data-testid="result-palette">
        {palette.map((hex) => (
          <li key={hex} title={hex}>
            <span
              className="block size-7 rounded-full ring-1 ring-zinc-900/10"
              style={{ background: colourSwatch(hex) }}
            />
            <span className="sr-only">{hex}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Actions({ result, onClose }: { result: SearchResult; onClose: () => void }) {
  const user = useUser();
  const collectionActions = useAssetActions();
  const saved = useSavedAsset(result);
  const [starting, setStarting] = useState(false);
  if (!user) {
    return (
      <Link to={loginUrl(currentPath())} className={buttonClass({ className: 'w-full' })}>
        <LogIn aria-hidden /> Sign in to save or use this design
      </Link>
    );
  }
  const startDesign = async () => {
    setStarting(true);
    try {
      const referenceAssetId = await saved();
      onClose();
      openCreateFlow({ flow: 'packaging-range', referenceAssetId });
    } catch (error) {
      notify.error('Error', error instanceof Error ? error.message : 'The design could not be used');
    } finally {
      setStarting(false);
    }
  };
  return (
    <div className="grid grid-cols-2 gap-2 md:grid-cols-1">
      <Button loading={starting} onClick={() => void startDesign()} data-testid="use-as-reference">
        <Package aria-hidden /> Use as reference
      </Button>
      {collectionActions(async () => [await saved()])}
    </div>
  );
}

/** A search result large, with its tags and measured colours, add to collection and use as reference. */
export function ResultDialog({
  result,
  open,
  onOpenChange,
}: {
  result: SearchResult | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="xl"
        title={<span className="block truncate pr-8">{result?.title ?? 'Design'}</span>}
        description={result?.source === 'mine' ? 'From your library' : 'From the inspiration library'}
      >
        {result ? (
          <div
            className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-6"
            data-testid="result-preview"
          >
            <AssetImage
              key={result.id}
              src={result.imageUrl}
              alt={result.title}
              fit="contain"
              eager
              className="h-72 rounded-2xl ring-1 ring-zinc-200 sm:h-[28rem]"
            />
            <div className="flex flex-col gap-5">
              {/* Keyed so a saved asset never carries over to another result. */}
              <Actions key={result.id} result={result} onClose={() => onOpenChange(false)} />
              {result.description ? <p className="text-sm text-zinc-600">{result.description}</p> : null}
              <Tags result={result} />
              <Palette palette={result.palette} />
            </div>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
