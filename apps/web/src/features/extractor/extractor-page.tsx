import { EXTRACTION_COST, EXTRACTION_MESSAGES, isConvexQuad } from '@packsmith/core';
import { ArrowLeft, ScanSearch } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ToolBadge } from '@/components/ui/badge';
import { Button, buttonClass } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError, Notice } from '@/components/ui/notice';
import { Page, PageHeader } from '@/components/ui/page';
import { Skeleton } from '@/components/ui/skeleton';
import { AssetImage, assetTitle, useAsset } from '@/features/assets';
import { useExtract } from './api';
import { CornerMarker } from './corner-marker';
import { DEFAULT_CORNERS, isEngineDesign } from './rules';

const BackToSelector = () => (
  <Link to="/dashboard/extract/selector" className={buttonClass({ variant: 'outline' })}>
    <ArrowLeft aria-hidden /> Choose another image
  </Link>
);

/** /dashboard/extract/extractor?assetId=…: extract the flat artwork of one image. */
export function ExtractorPage() {
  const [params] = useSearchParams();
  const assetId = params.get('assetId');
  const asset = useAsset(assetId);
  const [corners, setCorners] = useState(DEFAULT_CORNERS);
  const extract = useExtract();
  const navigate = useNavigate();

  const header = (
    <PageHeader
      eyebrow={<ToolBadge icon={ScanSearch}>Extractor</ToolBadge>}
      title="Artwork extractor"
      description="The flat artwork of each panel: exact for designs made here, un-warped from the corners you mark for any other image."
      actions={assetId ? <BackToSelector /> : null}
    />
  );
  if (!assetId)
    return (
      <Page>
        {header}
        <div className="rounded-2xl border border-dashed border-zinc-200">
          <EmptyState
            icon={ScanSearch}
            title="Choose an image first"
            description="Pick one of your designs or upload a photo of a pack."
            action={
              <Link to="/dashboard/extract/selector" className={buttonClass()}>
                Choose an image
              </Link>
            }
          />
        </div>
      </Page>
    );
  if (asset.isPending)
    return (
      <Page>
        {header}
        <Skeleton className="mx-auto aspect-square max-w-lg rounded-2xl" />
      </Page>
    );
  if (asset.isError)
    return (
      <Page>
        {header}
        <LoadError title="We couldn't load this image" error={asset.error} onRetry={asset.refetch} />
      </Page>
    );

  const engine = isEngineDesign(asset.data);
  const convex = engine || isConvexQuad(corners);
  const run = () =>
    extract.mutate(
      { assetId, ...(engine ? {} : { corners }) },
      { onSuccess: ({ data }) => navigate(`/dashboard/extract?extractionId=${data.id}`) },
    );
  return (
    <Page>
      {header}
      <section className="space-y-4 rounded-2xl border border-zinc-200/80 bg-white p-4 shadow-card sm:p-6">
        {engine ? (
          <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
            <AssetImage
              src={asset.data.thumbnailUrl}
              alt={assetTitle(asset.data)}
              className="size-48 shrink-0 rounded-xl"
            />
            <Notice title="Exact extraction">
              This design was made in Packsmith: every panel (front, back, sides, top) is rendered flat from
              its design document — no perspective, no shading.
            </Notice>
          </div>
        ) : (
          <CornerMarker
            src={asset.data.url}
            alt={assetTitle(asset.data)}
            corners={corners}
            onChange={setCorners}
          />
        )}
        {!convex ? <Notice tone="warning">{EXTRACTION_MESSAGES.notQuad}</Notice> : null}
        {extract.error ? (
          <Notice tone="danger" title="The artwork could not be extracted">
            {extract.error.message}
          </Notice>
        ) : null}
        <div className="flex flex-col gap-3 border-t border-zinc-100 pt-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-zinc-600">Costs {EXTRACTION_COST} credits</p>
          <Button onClick={run} disabled={!convex} loading={extract.isPending} data-testid="extract-artwork">
            <ScanSearch aria-hidden /> {engine ? 'Extract every panel' : 'Extract artwork'}
          </Button>
        </div>
      </section>
    </Page>
  );
}
