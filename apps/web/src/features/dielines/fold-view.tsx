import type { DielineSize } from '@packsmith/core';
import { getStructure } from '@packsmith/render/structures';
import { Download } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { createFoldScene, type FoldScene } from './fold-scene';

/**
 * The structure folded in 3D at its real size: a slider folds and unfolds it, drag orbits, the
 * wheel or a pinch zooms, and the view downloads as a PNG. This module (and three.js with it) is
 * loaded only when the view opens.
 */
export default function FoldView({ structureId, size }: { structureId: string; size: DielineSize }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<FoldScene | null>(null);
  const [progress, setProgress] = useState(1);
  const shown = useRef(progress);
  shown.current = progress;
  const net = useMemo(() => getStructure(structureId)?.build(size), [structureId, size]);

  useEffect(() => {
    const el = canvas.current;
    if (!el || !net) return;
    const s = createFoldScene(el, net);
    s.setProgress(shown.current);
    scene.current = s;
    const fit = () => s.resize(el.clientWidth, el.clientHeight);
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      s.dispose();
      scene.current = null;
    };
  }, [net]);

  useEffect(() => scene.current?.setProgress(progress), [progress]);

  if (!net) return null;
  const savePng = () => {
    const url = scene.current?.png();
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `${structureId}-3d.png`;
    a.click();
  };
  return (
    <div className="flex flex-col gap-3" data-testid="fold-view">
      <canvas
        ref={canvas}
        className="aspect-[4/3] w-full touch-none rounded-xl bg-zinc-100"
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
