import {
  DEFAULT_MOCKUP_PLACEMENT,
  getTemplate,
  MOCKUP_FITS,
  MOCKUP_LIMITS,
  type Mockup,
  type MockupPlacement,
  mockupCost,
} from '@packsmith/core';
import { Loader2, Move, RefreshCw } from 'lucide-react';
import { type PointerEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { notify } from '@/components/ui/toast';
import { useAsset } from '@/features/assets';
import { openLowCredits } from '@/features/credits';
import { useRerenderMockup } from './api';
import { clampOffset, nudged, previewBox, printAspect } from './placement';
import { submitProblem } from './rules';

const FIT_LABELS: Record<(typeof MOCKUP_FITS)[number], string> = {
  auto: 'Automatic (whole artwork)',
  cover: 'Cover the printable area',
  contain: 'Whole artwork, with bleed',
};

/** Choose fit, size and position of the artwork on one product, then re-render it (a paid mockup). */
export function PlacementPanel({ mockup }: { mockup: Mockup }) {
  const navigate = useNavigate();
  const [productId, setProductId] = useState(mockup.products[0] ?? '');
  const [artworkId, setArtworkId] = useState(mockup.artworks[0] ?? '');
  const [placement, setPlacement] = useState<MockupPlacement>(mockup.placement ?? DEFAULT_MOCKUP_PLACEMENT);
  const artwork = useAsset(artworkId);
  const rerender = useRerenderMockup(mockup.id);
  const cost = mockupCost(MOCKUP_LIMITS.minImages);

  const submit = () =>
    rerender.mutate(
      { requestId: crypto.randomUUID(), artworkId, productId, placement },
      {
        onSuccess: ({ data }) => navigate(`/dashboard/mockups/${data.id}/preview`),
        onError: (error) => {
          const problem = submitProblem(error);
          notify.error(problem.title, problem.message);
          if (problem.kind === 'credits') openLowCredits();
        },
      },
    );

  return (
    <section aria-labelledby="placement-title" className="mt-8 rounded-xl border border-zinc-200 p-4 sm:p-5">
      <h2 id="placement-title" className="text-base font-semibold text-zinc-900">
        Artwork placement
      </h2>
      <p className="mt-1 text-sm text-zinc-600">
        Choose how the artwork sits on a product, then re-render it ({cost} credits).
      </p>
      <div className="mt-4 grid gap-5 md:grid-cols-[minmax(0,1fr)_18rem]">
        <PlacementPreview
          src={artwork.data?.thumbnailUrl ?? artwork.data?.url ?? null}
          artAspect={
            artwork.data?.width && artwork.data?.height ? artwork.data.width / artwork.data.height : 1
          }
          faceAspect={printAspect(productId)}
          placement={placement}
          onMove={(offset) => setPlacement((p) => ({ ...p, offset }))}
        />
        <div className="flex flex-col gap-4">
          <Field id="placement-product" label="Product">
            <Select
              id="placement-product"
              value={productId}
              onChange={(e) => setProductId(e.target.value)}
              options={mockup.products.map((id) => ({ value: id, label: getTemplate(id)?.product ?? id }))}
              data-testid="placement-product"
            />
          </Field>
          {mockup.artworks.length > 1 ? (
            <Field id="placement-artwork-choice" label="Artwork">
              <Select
                id="placement-artwork-choice"
                value={artworkId}
                onChange={(e) => setArtworkId(e.target.value)}
                options={mockup.artworks.map((id, i) => ({ value: id, label: `Artwork ${i + 1}` }))}
              />
            </Field>
          ) : null}
          <Field id="placement-fit-choice" label="Fit">
            <Select
              id="placement-fit-choice"
              value={placement.fit}
              onChange={(e) => setPlacement((p) => ({ ...p, fit: e.target.value as MockupPlacement['fit'] }))}
              options={MOCKUP_FITS.map((f) => ({ value: f, label: FIT_LABELS[f] }))}
              data-testid="placement-fit"
            />
          </Field>
          <div className="flex flex-col gap-1.5 text-sm font-medium text-zinc-700">
            <label htmlFor="placement-scale" className="flex justify-between">
              Scale <span className="tabular-nums text-zinc-500">{Math.round(placement.scale * 100)}%</span>
            </label>
            <input
              id="placement-scale"
              type="range"
              min={MOCKUP_LIMITS.minScale * 100}
              max={MOCKUP_LIMITS.maxScale * 100}
              step={5}
              value={Math.round(placement.scale * 100)}
              onChange={(e) => setPlacement((p) => ({ ...p, scale: Number(e.target.value) / 100 }))}
              className="accent-brand-600"
              data-testid="placement-scale"
            />
          </div>
          <p className="text-sm text-zinc-600" data-testid="placement-position">
            Position: {Math.round(placement.offset.x * 100)}% across, {Math.round(placement.offset.y * 100)}%
            down
          </p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" onClick={() => setPlacement(DEFAULT_MOCKUP_PLACEMENT)}>
              Reset
            </Button>
            <Button
              onClick={submit}
              disabled={rerender.isPending || !productId}
              data-testid="placement-rerender"
            >
              {rerender.isPending ? (
                <Loader2 className="animate-spin" aria-hidden />
              ) : (
                <RefreshCw aria-hidden />
              )}
              Re-render
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The printable area with the artwork on it: drag it, or focus it and use the arrow keys. */
function PlacementPreview({
  src,
  artAspect,
  faceAspect,
  placement,
  onMove,
}: {
  src: string | null;
  artAspect: number;
  faceAspect: number;
  placement: MockupPlacement;
  onMove: (offset: MockupPlacement['offset']) => void;
}) {
  const area = useRef<HTMLDivElement>(null);
  const drag = useRef<{ x: number; y: number; start: MockupPlacement['offset'] } | null>(null);
  const box = previewBox(placement, artAspect, faceAspect);

  const down = (e: PointerEvent<HTMLDivElement>) => {
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { x: e.clientX, y: e.clientY, start: placement.offset };
  };
  const move = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    const rect = area.current?.getBoundingClientRect();
    if (!d || !rect?.width || !rect.height) return;
    onMove(
      clampOffset(d.start.x + (e.clientX - d.x) / rect.width, d.start.y + (e.clientY - d.y) / rect.height),
    );
  };
  const up = () => {
    drag.current = null;
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-center rounded-lg bg-zinc-100 p-4 sm:p-8">
        <div
          ref={area}
          role="slider"
          tabIndex={0}
          aria-label="Artwork position: drag, or use the arrow keys"
          aria-valuemin={-50}
          aria-valuemax={50}
          aria-valuenow={Math.round(placement.offset.x * 100)}
          aria-valuetext={`${Math.round(placement.offset.x * 100)}% across, ${Math.round(placement.offset.y * 100)}% down`}
          onPointerDown={down}
          onPointerMove={move}
          onPointerUp={up}
          onPointerCancel={up}
          onKeyDown={(e) => {
            const next = nudged(placement.offset, e.key, e.shiftKey);
            if (!next) return;
            e.preventDefault();
            onMove(next);
          }}
          className="relative w-full max-w-md cursor-grab touch-none overflow-hidden border-2 border-dashed border-zinc-400 bg-white outline-none focus-visible:ring-2 focus-visible:ring-brand-500 active:cursor-grabbing"
          style={{ aspectRatio: String(faceAspect) }}
          data-testid="placement-preview"
        >
          {src ? (
            <img
              src={src}
              alt=""
              draggable={false}
              className="pointer-events-none absolute max-w-none select-none"
              style={{
                left: `${box.left}%`,
                top: `${box.top}%`,
                width: `${box.width}%`,
                height: `${box.height}%`,
              }}
              data-testid="placement-artwork"
            />
          ) : null}
        </div>
      </div>
      <p className="flex items-center gap-1.5 text-xs text-zinc-500">
        <Move className="size-3.5" aria-hidden /> The dashed frame is the printable area. Drag the artwork, or
        use the arrow keys (Shift for bigger steps).
      </p>
    </div>
  );
}
