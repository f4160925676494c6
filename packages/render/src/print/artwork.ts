/** A piece's design (panels.ts) placed on the net as drawing ops: its turn, its clip, its inks. */
import { PRINT_BLEED_MM } from '@packsmith/core';
import {
  type Matrix,
  multiply,
  type Path,
  type Pt,
  polygon,
  transformPath,
  translate,
} from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';
import { onAny, type Piece, type PieceArt, polyBox, type Segment, type Turn } from './net.ts';
import type { Op } from './page.ts';

const B = PRINT_BLEED_MM;

/** Upright artwork (w × h) to the turned box it lands in on the net. */
export function turnMatrix(turn: Turn, w: number, h: number): Matrix {
  switch (turn) {
    case 90:
      return [0, 1, -1, 0, h, 0];
    case 180:
      return [-1, 0, 0, -1, w, h];
    case 270:
      return [0, -1, 1, 0, 0, w];
    default:
      return [1, 0, 0, 1, 0, 0];
  }
}

/** Items (in artwork space) as page ops under a placement matrix. */
export function itemOps(items: Item[], m: Matrix): Op[] {
  const ops: Op[] = [];
  for (const it of items) {
    if (it.kind === 'image') {
      ops.push({
        op: 'image',
        href: it.href,
        box: { x: it.x, y: it.y, w: it.w, h: it.h },
        preserve: it.preserve ?? 'xMidYMid meet',
        m,
        opacity: it.opacity,
      });
      continue;
    }
    const d = transformPath(it.d, m);
    if (it.fill && it.fill !== 'none')
      ops.push({ op: 'fill', d, ink: { hex: it.fill }, opacity: it.opacity, evenOdd: it.evenOdd });
    if (it.stroke)
      ops.push({
        op: 'stroke',
        d,
        ink: { hex: it.stroke },
        width: it.sw ?? 1,
        opacity: it.opacity,
        round: true,
      });
  }
  return ops;
}

/** Where a piece's artwork lands: artwork space → page (net offset included). */
export function pieceMatrix(piece: Piece, art: PieceArt, offset: Pt): Matrix {
  const box = polyBox(piece.poly);
  return multiply(translate(box.x + offset[0], box.y + offset[1]), turnMatrix(art.turn, art.w, art.h));
}

/**
 * The clip of a piece's artwork: the piece grown by the bleed on its cut sides and kept exact
 * on its folds, so a panel's art never runs over its neighbour.
 */
export function artClip(piece: Piece, creases: Segment[], offset: Pt): Path {
  const poly = piece.poly;
  const box = polyBox(poly);
  const isRect =
    poly.length === 4 &&
    poly.every(([x, y]) => (x === box.x || x === box.x + box.w) && (y === box.y || y === box.y + box.h));
  if (!isRect) {
    // curved pieces (lid discs) are cut all round: grow about the centre
    const cx = box.x + box.w / 2;
    const cy = box.y + box.h / 2;
    const k = (Math.min(box.w, box.h) / 2 + B) / (Math.min(box.w, box.h) / 2);
    return polygon(
      poly.map(([x, y]) => [cx + (x - cx) * k + offset[0], cy + (y - cy) * k + offset[1]] as Pt),
    );
  }
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const x0 = box.x;
  const y0 = box.y;
  const x1 = box.x + box.w;
  const y1 = box.y + box.h;
  const grow = (a: Pt, b: Pt) => (onAny(mid(a, b), creases) ? 0 : B);
  const top = grow([x0, y0], [x1, y0]);
  const bottom = grow([x0, y1], [x1, y1]);
  const left = grow([x0, y0], [x0, y1]);
  const right = grow([x1, y0], [x1, y1]);
  return polygon([
    [x0 - left + offset[0], y0 - top + offset[1]],
    [x1 + right + offset[0], y0 - top + offset[1]],
    [x1 + right + offset[0], y1 + bottom + offset[1]],
    [x0 - left + offset[0], y1 + bottom + offset[1]],
  ]);
}
