/** Several separate blanks of one structure (a lid and a base, a drawer and its sleeve) on one sheet. */
import type { Pt } from '../../scene/path.ts';
import type { StructureNet } from './builder.ts';

export function combine(construction: string, parts: StructureNet[], gap = 12): StructureNet {
  const out: StructureNet = {
    construction,
    pieces: [],
    holes: [],
    folds: [],
    meets: [],
    glue: [],
    width: 0,
    height: 0,
  };
  let x = 0;
  for (const part of parts) {
    const shift = ([px, py]: Pt): Pt => [px + x, py];
    const base = out.pieces.length;
    out.pieces.push(...part.pieces.map((p) => ({ ...p, poly: p.poly.map(shift) })));
    out.holes!.push(...(part.holes ?? []).map((h) => h.map(shift)));
    out.folds.push(
      ...part.folds.map((f) => ({
        ...f,
        piece: f.piece + base,
        parent: f.parent + base,
        hinge: [shift(f.hinge[0]), shift(f.hinge[1])] as [Pt, Pt],
      })),
    );
    out.meets.push(...part.meets);
    out.glue.push(...part.glue);
    out.width = x + part.width;
    out.height = Math.max(out.height, part.height);
    x += part.width + gap;
  }
  if (!out.holes!.length) delete out.holes;
  return out;
}
