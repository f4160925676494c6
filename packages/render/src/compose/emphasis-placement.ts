/**
 * Positional emphasis ('brand at the top', 'logo at the bottom'): a composed front rearranged so an
 * element sits in the asked third, by moves that keep every layout invariant the panel had.
 *
 * Two moves, alone or together:
 * - the whole panel mirrored top to bottom: shapes are reflected, words and marks keep upright and
 *   land where their boxes reflect to. Every box relation (what holds what, what touches what) is
 *   a reflection of one that held before, so a clean panel stays clean;
 * - the panel's rows (groups of items that overlap vertically) restacked with the element's row
 *   first, in the middle or last, in the same span with the same gaps.
 * The caller tries these candidates in turn and keeps the first that honours the position and is
 * as clean as the panel it started from.
 */
import type { Position } from '../document/design-document.ts';
import { transformPath, translate } from '../scene/path.ts';
import type { Item } from '../scene/surface.ts';
import type { Box } from '../scene/text.ts';
import { type ItemTag, itemBox } from './panel-layout.ts';

type Tags = Map<Item, ItemTag>;

/**
 * Where an item is drawn: a moved text's ink when it was placed after fitting; text on a badge's
 * ring counts as the whole badge, so it moves with its circle (its glyphs follow the top arc).
 */
function boxOf(it: Item, tags: Tags): Box {
  const tag = tags.get(it);
  if (tag?.kind === 'ring-text') return tag.text.ink;
  return tag?.kind === 'text' && tag.placed ? tag.placed : itemBox(it);
}

/** The item moved down by dy (its tag moved with it). */
function shifted(it: Item, dy: number, tags: Tags): Item {
  if (!dy) return it;
  const out: Item =
    it.kind === 'image' ? { ...it, y: it.y + dy } : { ...it, d: transformPath(it.d, translate(0, dy)) };
  const tag = tags.get(it);
  if (tag?.kind === 'text') {
    const ink = tag.placed ?? tag.text.ink;
    tags.set(out, { ...tag, placed: { ...ink, y: ink.y + dy } });
  } else if (tag?.kind === 'ring-text') {
    const ink = tag.text.ink;
    tags.set(out, { ...tag, text: { ...tag.text, ink: { ...ink, y: ink.y + dy } } });
  } else if (tag) tags.set(out, tag);
  return out;
}

/** The panel reflected top to bottom: untagged shapes reflected, words and marks moved upright. */
export function mirrored(items: Item[], h: number, tags: Tags): Item[] {
  return items.map((it) => {
    if (!tags.has(it) && it.kind === 'path') return { ...it, d: transformPath(it.d, [1, 0, 0, -1, 0, h]) };
    const b = boxOf(it, tags);
    return shifted(it, h - 2 * b.y - b.h, tags);
  });
}

/** Shapes this tall (frames and their inner rules, full-height stripes) stay put: they belong to no row. */
const FIXED_SHARE = 0.7;

interface Row {
  y0: number;
  y1: number;
  items: Set<Item>;
}

function rowsOf(items: Item[], h: number, tags: Tags): Row[] {
  const spans = items
    .map((it) => ({ it, b: boxOf(it, tags) }))
    .filter(({ it, b }) => tags.has(it) || b.h < h * FIXED_SHARE)
    .sort((a, b) => a.b.y - b.b.y);
  const rows: Row[] = [];
  for (const { it, b } of spans) {
    const last = rows.at(-1);
    if (last && b.y < last.y1) {
      last.items.add(it);
      last.y1 = Math.max(last.y1, b.y + b.h);
    } else rows.push({ y0: b.y, y1: b.y + b.h, items: new Set([it]) });
  }
  // ornaments above the first words or marks and below the last (a frame's corners) stay put
  const holds = (r: Row) => [...r.items].some((it) => tags.has(it));
  const first = rows.findIndex(holds);
  const last = rows.findLastIndex(holds);
  return first < 0 ? [] : rows.slice(first, last + 1);
}

/**
 * The panel with the row holding the element (items at those indices) restacked to the first,
 * middle or last place among the rows; undefined when there is nothing to restack.
 */
export function restacked(
  items: Item[],
  h: number,
  tags: Tags,
  element: readonly number[],
  place: Position,
): Item[] | undefined {
  const rows = rowsOf(items, h, tags);
  const i = rows.findIndex((r) => element.some((k) => r.items.has(items[k]!)));
  if (i < 0 || rows.length < 2) return undefined;
  const gaps = rows.slice(1).map((r, k) => r.y0 - rows[k]!.y1);
  const order = rows.filter((_, k) => k !== i);
  const at = place === 'top' ? 0 : place === 'bottom' ? order.length : Math.floor(order.length / 2);
  order.splice(at, 0, rows[i]!);
  if (order.every((r, k) => r === rows[k])) return undefined;
  const dy = new Map<Item, number>();
  let y = rows[0]!.y0;
  order.forEach((r, k) => {
    for (const it of r.items) dy.set(it, y - r.y0);
    y += r.y1 - r.y0 + (gaps[k] ?? 0);
  });
  return items.map((it) => shifted(it, dy.get(it) ?? 0, tags));
}

/** Whether a box's centre lies in the asked part of a panel h tall (thirds with some give). */
export function inPlace(b: Box, h: number, place: Position): boolean {
  const c = (b.y + b.h / 2) / h;
  return place === 'top' ? c <= 0.4 : place === 'bottom' ? c >= 0.6 : c >= 0.3 && c <= 0.7;
}

/** The union of the boxes of some items. */
export function unionBox(items: Item[], tags: Tags): Box | undefined {
  if (!items.length) return undefined;
  const bs = items.map((it) => boxOf(it, tags));
  const x = Math.min(...bs.map((b) => b.x));
  const y = Math.min(...bs.map((b) => b.y));
  return {
    x,
    y,
    w: Math.max(...bs.map((b) => b.x + b.w)) - x,
    h: Math.max(...bs.map((b) => b.y + b.h)) - y,
  };
}
