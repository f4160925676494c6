import { type RefObject, useEffect, useState } from 'react';

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where an `object-contain` image is actually drawn inside its padded box, relative to `frame`:
 * pins sit on the picture, not on the letterboxing around it.
 */
export function drawnRect(frame: HTMLElement, img: HTMLImageElement): Rect | null {
  const { naturalWidth: nw, naturalHeight: nh } = img;
  if (!nw || !nh) return null;
  const outer = frame.getBoundingClientRect();
  const box = img.getBoundingClientRect();
  const s = getComputedStyle(img);
  const [pl, pr, pt, pb] = [s.paddingLeft, s.paddingRight, s.paddingTop, s.paddingBottom].map(
    (v) => Number.parseFloat(v) || 0,
  ) as [number, number, number, number];
  const boxW = box.width - pl - pr;
  const boxH = box.height - pt - pb;
  if (boxW <= 0 || boxH <= 0) return null;
  const scale = Math.min(boxW / nw, boxH / nh);
  const width = nw * scale;
  const height = nh * scale;
  return {
    left: box.left - outer.left + pl + (boxW - width) / 2,
    top: box.top - outer.top + pt + (boxH - height) / 2,
    width,
    height,
  };
}

/**
 * The drawn rectangle of the first image beside `frame` (an overlay filling the image's box), relative
 * to the overlay, kept current as images load and the box resizes.
 */
export function useDrawnRect(frame: RefObject<HTMLElement | null>, key: unknown): Rect | null {
  const [rect, setRect] = useState<Rect | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` (the image shown) re-measures
  useEffect(() => {
    const overlay = frame.current;
    const el = overlay?.parentElement;
    if (!overlay || !el) return;
    const measure = () => {
      const img = el.querySelector('img');
      const next = img ? drawnRect(overlay, img) : null;
      setRect((old) =>
        old &&
        next &&
        Object.keys(next).every((k) => Math.abs(old[k as keyof Rect] - next[k as keyof Rect]) < 0.5)
          ? old
          : next,
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    // 'load' does not bubble; a capturing listener hears every image the frame swaps in.
    el.addEventListener('load', measure, true);
    const late = window.setTimeout(measure, 300);
    return () => {
      observer.disconnect();
      el.removeEventListener('load', measure, true);
      window.clearTimeout(late);
    };
  }, [frame, key]);
  return rect;
}
