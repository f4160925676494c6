import type { ExtractionCorner } from '@packsmith/core';
import { type PointerEvent, useRef } from 'react';
import { CORNER_NAMES, moveCorner, nudge } from './rules';

/**
 * The image with 4 corner handles over it: drag a handle onto a corner of the label, or focus it
 * and nudge it with the arrow keys (Shift for bigger steps). Corners are fractions of the image.
 */
export function CornerMarker({
  src,
  alt,
  corners,
  onChange,
}: {
  src: string;
  alt: string;
  corners: ExtractionCorner[];
  onChange: (corners: ExtractionCorner[]) => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const dragging = useRef<number | null>(null);

  const moveTo = (i: number, e: PointerEvent) => {
    const r = frame.current?.getBoundingClientRect();
    if (!r || r.width === 0 || r.height === 0) return;
    onChange(moveCorner(corners, i, (e.clientX - r.left) / r.width, (e.clientY - r.top) / r.height));
  };
  const points = corners.map((c) => `${c.x * 100},${c.y * 100}`).join(' ');

  return (
    <div className="space-y-2">
      <div
        ref={frame}
        className="relative mx-auto w-fit max-w-full touch-none select-none"
        data-testid="corner-marker"
      >
        <img src={src} alt={alt} className="block max-h-[70vh] max-w-full rounded-xl" draggable={false} />
        <svg
          className="pointer-events-none absolute inset-0 size-full"
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          aria-hidden
        >
          <polygon
            points={points}
            className="fill-brand-500/15 stroke-brand-600"
            strokeWidth={0.6}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {corners.map((c, i) => (
          <button
            key={CORNER_NAMES[i]}
            type="button"
            aria-label={`${CORNER_NAMES[i]} corner, ${Math.round(c.x * 100)}% across, ${Math.round(c.y * 100)}% down`}
            aria-describedby="corner-hint"
            data-corner={i}
            className="absolute size-7 -translate-x-1/2 -translate-y-1/2 cursor-grab rounded-full border-2 border-white bg-brand-600 shadow-md ring-1 ring-brand-700 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-400 active:cursor-grabbing sm:size-5"
            style={{ left: `${c.x * 100}%`, top: `${c.y * 100}%` }}
            onPointerDown={(e) => {
              dragging.current = i;
              e.currentTarget.setPointerCapture(e.pointerId);
            }}
            onPointerMove={(e) => {
              if (dragging.current === i) moveTo(i, e);
            }}
            onPointerUp={() => {
              dragging.current = null;
            }}
            onKeyDown={(e) => {
              const next = nudge(corners, i, e.key, e.shiftKey);
              if (!next) return;
              e.preventDefault();
              onChange(next);
            }}
          >
            <span className="sr-only">{i + 1}</span>
          </button>
        ))}
      </div>
      <p id="corner-hint" className="text-center text-xs text-zinc-500">
        Drag each handle onto a corner of the label, clockwise from the top left — or focus a handle and use
        the arrow keys (Shift for bigger steps).
      </p>
    </div>
  );
}
