import { type Asset, PRINT_ACTION_TEXT } from '@packsmith/core';
import { FileCheck2, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Notice } from '@/components/ui/notice';
import { AssetImage, assetTitle, useAsset, useAssetsPage } from '@/features/assets';
import { useFlag } from '@/features/flags';
import { useUser } from '@/features/users';
import { cn } from '@/lib/cn';
import { loginUrl } from '@/lib/redirects';
import { PrintDesignAction, useInstantPdfAvailability } from './print-action';

/** The picker's designs: what the user made or edited here, newest first (uploads have no instant file). */
const DESIGNS = { fileCategories: ['GENERATED IMAGE' as const], excludeProcessedAssets: true };
const PICKER_SIZE = 12;

/**
 * The design picker on /print-ready: the user's recent designs and a search over them. Picking one
 * puts it in the address (`?assetId=`), where the offer shows it with its print action.
 */
function DesignPicker({ selected }: { selected: string | null }) {
  const [, setParams] = useSearchParams();
  const [term, setTerm] = useState('');
  const searchTerm = useDeferredValue(term.trim());
  const page = useAssetsPage(searchTerm ? { ...DESIGNS, searchTerm } : DESIGNS, {
    limit: PICKER_SIZE,
    offset: 0,
  });
  const designs = page.data?.data ?? [];
  return (
    <div className="mt-4 flex flex-col gap-3" data-testid="print-design-picker">
      <div className="relative max-w-sm">
        <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-zinc-400" />
        <Input
          type="search"
          value={term}
          onChange={(e) => setTerm(e.target.value)}
          placeholder="Search your designs"
          aria-label="Search your designs"
          className="pl-9"
          data-testid="print-design-search"
        />
      </div>
      {page.isPending ? (
        <p className="text-sm text-zinc-500">Loading your designs…</p>
      ) : designs.length === 0 ? (
        <p className="text-sm text-zinc-500" data-testid="print-design-empty">
          {searchTerm
            ? 'No designs match that search.'
            : 'Designs you make here will be listed to pick from.'}
        </p>
      ) : (
        <ul
          className="grid grid-cols-3 gap-2 sm:grid-cols-6"
          aria-label={searchTerm ? 'Matching designs' : 'Recent designs'}
        >
          {designs.map((asset: Asset) => (
            <li key={asset.id}>
              <button
                type="button"
                onClick={() => setParams({ assetId: asset.id })}
                aria-pressed={asset.id === selected}
                aria-label={`Choose ${assetTitle(asset)}`}
                className={cn(
                  'block w-full overflow-hidden rounded-xl border-2 bg-white transition-colors',
                  asset.id === selected ? 'border-brand-600' : 'border-transparent hover:border-zinc-300',
                )}
                data-testid="print-design-option"
              >
                <AssetImage src={asset.thumbnailUrl || asset.url} alt="" className="aspect-square" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The chosen design with its print action: the instant PDF, or the order form with it chosen. */
function ChosenDesign({ assetId }: { assetId: string }) {
  const asset = useAsset(assetId);
  const availability = useInstantPdfAvailability(assetId);
  const reason = availability.data && !availability.data.available ? availability.data.reason : null;
  return (
    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center" data-testid="print-chosen-design">
      <AssetImage
        src={asset.data?.thumbnailUrl || asset.data?.url}
        alt={asset.data ? assetTitle(asset.data) : 'Chosen design'}
        fit="contain"
        className="size-24 shrink-0 rounded-xl border border-zinc-200"
      />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-zinc-900">{asset.data ? assetTitle(asset.data) : ' '}</p>
        {reason ? (
          <Notice tone="warning" className="mt-2" title="No instant file for this image">
            <span data-testid="instant-pdf-error">{reason}</span>
          </Notice>
        ) : null}
        {availability.isError ? (
          <Notice tone="danger" className="mt-2" title="This design could not be found">
            <span data-testid="instant-pdf-error">Choose another design below.</span>
          </Notice>
        ) : null}
      </div>
      {availability.isError ? null : <PrintDesignAction assetId={assetId} onPrintPage />}
    </div>
  );
}

/**
 * The instant print-ready PDF on /print-ready: pick one of your designs (recent ones, or search),
 * then download its PDF — its dieline or flat artwork with bleed — or, for an image the engine did
 * not make, order the human service with it chosen. `?assetId=` (Get this design) preselects one.
 */
export function InstantPdfOffer() {
  const [params] = useSearchParams();
  const assetId = params.get('assetId');
  const signedIn = Boolean(useUser());
  const enabled = useFlag('print-ready');
  if (!enabled) return null;

  return (
    <div className="rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <FileCheck2 className="size-8 shrink-0 text-brand-600" aria-hidden />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-zinc-900">Instant print-ready PDF</h2>
          <p className="text-sm text-zinc-600">
            Designs made here come as a vector PDF at once: the box's dieline with cut and crease layers, or
            flat artwork with 3 mm bleed and crop marks. Choose a design for its “{PRINT_ACTION_TEXT.download}
            ”.
          </p>
        </div>
        {signedIn ? null : (
          <Link to={loginUrl('/print-ready')} className={buttonClass({ variant: 'outline' })}>
            Sign in to choose a design
          </Link>
        )}
      </div>
      {signedIn && assetId ? <ChosenDesign assetId={assetId} /> : null}
      {signedIn ? <DesignPicker selected={assetId} /> : null}
    </div>
  );
}
