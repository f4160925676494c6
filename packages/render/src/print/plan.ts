/** What print file a template gets: a dieline net, flat sheets at size, or nothing. */
import { type PackagingTemplate, printCapabilityOf } from '@packsmith/core';
import type { Role } from '../compose/label-designer.ts';
import { type BoxSize, mailer, rectTin, roundTin, sleeve, tray, tuckEndCarton, twoPiece } from './boxes.ts';
import type { Net } from './net.ts';

/** A flat piece printed at size (label, card, pouch face, wrap label). */
export interface FlatSheet {
  name: string;
  role: Role | 'wrap';
  w: number;
  h: number;
  /** Die-cut round labels get a circular cut contour. */
  round?: boolean;
}

export type PrintPlan =
  | { kind: 'dieline'; net: Net; size: BoxSize }
  | { kind: 'flat'; sheets: FlatSheet[] }
  | { kind: 'none' };

const num = (v: unknown, d: number) => (typeof v === 'number' && v > 0 ? v : d);

/** Box size from the template (wipes store the footprint as w × d with h the thickness). */
export function boxSize(t: PackagingTemplate): BoxSize {
  const p = t.render.params;
  return {
    W: num(p.w, 100),
    H: num(p.h, 100),
    D: num(p.d, t.render.family === 'tin' ? num(p.w, 100) : 60),
    topMain: p.main === 'top',
  };
}

/** A sleeve covers this share of the pack's width (as the engine draws it). */
export const SLEEVE_SHARE = 0.64;

const MAILERS = new Set(['mailer', 'cake', 'pizza', 'clamshell', 'magnetic', 'paper-clamshell']);
const TWO_PIECE: Record<string, number> = { lid: 0.34, shoulder: 0.24 };
const TWO_SIDED = new Set(['postcard', 'business-card', 'leaflet', 'insert', 'menu', 'hang-tag', 'album']);
const ROUND = new Set(['bottle', 'can', 'jar', 'tub', 'cup', 'bowl', 'canister', 'tube']);

export function dielineOf(t: PackagingTemplate): { net: Net; size: BoxSize } {
  const size = boxSize(t);
  const p = t.render.params;
  const style = String(p.style ?? '');
  const fam = t.render.family;
  if (fam === 'tin') {
    const lidShare = p.lid === 'top' ? 0.3 : 0.2;
    return { size, net: p.shape === 'rect' ? rectTin(size, lidShare) : roundTin(size, lidShare) };
  }
  if (style === 'sleeve' || style === 'sealed-sleeve') {
    const band = size.W * SLEEVE_SHARE;
    return {
      size: { ...size, topMain: true },
      net: sleeve({ ...size, topMain: true }, band, 'sleeve (slides over the tray)'),
    };
  }
  if (style === 'belly-band') return { size, net: sleeve(size, size.W * t.render.printArea.w, 'belly band') };
  if (MAILERS.has(style))
    return {
      size: { ...size, topMain: true },
      net: mailer({ ...size, topMain: true }, { window: p.window === true }),
    };
  if (TWO_PIECE[style] !== undefined) return { size, net: twoPiece(size, TWO_PIECE[style]!) };
  if (style === 'display') return { size, net: tray(size, { wall: size.H, name: 'display tray' }) };
  return { size, net: tuckEndCarton(size, { window: p.window === true, hook: p.hook === true }) };
}

function flatSheets(t: PackagingTemplate): FlatSheet[] {
  const p = t.render.params;
  const fam = t.render.family;
  const style = String(p.style ?? '');
  const w = num(p.w, 100);
  const h = num(p.h, 100);
  if (ROUND.has(fam)) {
    // the label as it is cut before wrapping: a share of the circumference by a share of the height
    const pa = t.render.printArea;
    const C = Math.PI * w;
    const lh = Math.max(10, h * pa.h);
    if (pa.w >= 0.85) return [{ name: 'wrap label', role: 'wrap', w: C * pa.w, h: lh }];
    const fw = Math.min(pa.w * 0.62, 0.45) * C;
    return [
      { name: 'front label', role: 'front', w: fw, h: lh },
      { name: 'back label', role: 'back', w: fw * 0.9, h: lh * 0.86 },
    ];
  }
  if (fam === 'flat') {
    const round = style === 'round-label' || style === 'sticker';
    if (TWO_SIDED.has(style))
      return [
        { name: 'front', role: 'front', w, h },
        { name: 'back', role: 'back', w, h },
      ];
    return [{ name: style === 'label' ? 'label' : 'front', role: 'front', w, h, round }];
  }
  if (fam === 'pouch' || fam === 'bag' || fam === 'sachet' || fam === 'flowwrap')
    return [
      { name: 'front', role: 'front', w, h },
      { name: 'back', role: 'back', w, h },
    ];
  // printed insert cards of clear packs, soft-pack labels
  return [{ name: 'front', role: 'front', w, h }];
}

export function printPlan(t: PackagingTemplate): PrintPlan {
  switch (printCapabilityOf(t)) {
    case 'dieline':
      return { kind: 'dieline', ...dielineOf(t) };
    case 'flat':
      return { kind: 'flat', sheets: flatSheets(t) };
    default:
      return { kind: 'none' };
  }
}
