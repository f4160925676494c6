import type { DielineSize } from '@packsmith/core';
import { getStructure, type StructureNet } from '@packsmith/render/structures';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { createFoldScene, type FoldScene } from './fold-scene';

/** A design on its dieline: its net with folds, and its artwork as SVG in the net's millimetres. */
export interface DesignOnNet {
  net: StructureNet;
  artwork: string;
}

/** What the view folds: a library structure at a size, or a design printed on its own net. */
export type FoldSource = { structureId: string; size: DielineSize } | { design: DesignOnNet; name: string };

/** The artwork drawn on a canvas, its longer side `px` pixels (a texture of a few MB at most). */
async function rasterise(svg: string, width: number, height: number, px = 2048): Promise<HTMLCanvasElement> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    const scale = px / Math.max(width, height);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
    return canvas;
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * The structure folded in 3D at its real size: a slider folds and unfolds it, drag orbits, the
 * wheel or a pinch zooms, and the view downloads as a PNG. A design's panels carry its artwork.
 * This module (and three.js with it) is loaded only when the view opens.
 */
export default function FoldView(source: FoldSource) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FoldScene | null>(null);
  const [progress, setProgress] = useState(1);
  const [printed, setPrinted] = useState(false);
  const shown = useRef(progress);
  shown.current = progress;
  const structureId = 'structureId' in source ? source.structureId : null;
  const size = 'size' in source ? source.size : null;
  const design = 'design' in source ? source.design : null;
  const name = structureId ?? ('name' in source ? source.name : 'design');
  const net = useMemo(
    () => design?.net ?? (structureId && size ? getStructure(structureId)?.build(size) : undefined),
    [design, structureId, size],
  );

  useEffect(() => {
    const el = canvas.current;
    if (!el || !net) return;
    const s = createFoldScene(el, net);
    s.setProgress(shown.current);
    scene.current = s;
    // a blurred backdrop under the view would be redrawn under each software-drawn frame
    document.documentElement.toggleAttribute('data-software-3d', s.software);
    let live = true;
    if (design)
      // drawn on the CPU, a smaller texture samples faster and still outresolves the frame
      void rasterise(design.artwork, net.width, net.height, s.software ? 1024 : 2048).then((image) => {
        if (!live) return;
        s.setArtwork(image);
        setPrinted(true);
      });
    const fit = () => s.resize(el.clientWidth, el.clientHeight);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
      document.documentElement.removeAttribute('data-software-3d');
      s.dispose();
      scene.current = null;
    };
  }, [net, design]);

  useEffect(() => scene.current?.setProgress(progress), [progress]);

  if (!net) return null;
  const savePng = () => {
    const url = scene.current?.png();
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${name}-3d.png`;
    a.click();
  };
  return (
    <div className="flex flex-col gap-3" data-testid="fold-view" data-printed={design ? printed : undefined}>
      <canvas
        ref={canvas}
        className="aspect-[4/3] max-h-[60dvh] w-full touch-none rounded-xl bg-zinc-100"
        aria-label="3D view of the folded structure"
      />
      <div className="flex flex-wrap items-center gap-3">
        <label htmlFor="fold-progress" className="text-sm font-medium text-zinc-700">
          Fold
        </label>
        <input
          id="fold-progress"
          type="range"
          min={0}
          max={100}
          value={Math.round(progress * 100)}
          onChange={(e) => setProgress(Number(e.target.value) / 100)}
          className="min-w-40 flex-1 accent-brand-600"
        />
        <Button variant="outline" size="sm" onClick={savePng}>
          <Download className="size-4" aria-hidden />
          PNG
        </Button>
      </div>
      <p className="text-xs text-zinc-500">
        Drag to turn it, scroll or pinch to zoom. Unfolded, the ruler marks every 10 mm.
      </p>
    </div>
  );
}
