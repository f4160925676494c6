/**
 * Filling the index: the shipped library (rendered and measured in committed batches, so a
 * restart resumes where it stopped) and the users' assets (a cursor over their creation time).
 */
import {
  COLOUR_PRESETS,
  designTitle,
  editedImageTitle,
  getTemplate,
  INDUSTRIES,
  PRODUCT_TYPE_PRESETS,
  productTypeOfTemplate,
  STYLE_PRESETS,
} from '@packsmith/core';
import {
  type LibraryItem,
  libraryItemId,
  type MeasuredColour,
  measurePalette,
  presetColoursOf,
} from '@packsmith/render';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { libraryRenderer, type RenderedLibraryItem } from './library-render.ts';
import {
  assetSyncCursor,
  indexedAssetIds,
  indexedLibraryIds,
  insertRows,
  type NewIndexRow,
  saveAssetSyncCursor,
} from './repository.ts';

export interface IndexerDeps {
  db: Db;
  storage: Storage;
  assets: AssetsService;
  log?: Logger;
}

/** The library needs no other module. */
export type LibraryDeps = Pick<IndexerDeps, 'db' | 'storage' | 'log'>;

const LIBRARY_BATCH = 20;
const ASSET_PAGE = 200;
/** Rows committed out of creation order (a slow transaction) are still caught up to this late. */
const ASSET_OVERLAP_MS = 5 * 60_000;

type NewRow = NewIndexRow;

const styleLabel = new Map(STYLE_PRESETS.map((s) => [s.value, s.label]));
const typeLabel = new Map(PRODUCT_TYPE_PRESETS.map((p) => [p.value, p.label]));
const colourLabel = new Map(COLOUR_PRESETS.map((c) => [c.value, c.label]));

/** Every word the item can be found by; colour names come from the measured palette. */
function searchText(parts: (string | null | undefined)[], styles: string[], colours: string[]) {
  return [
    ...parts,
    ...styles.map((s) => styleLabel.get(s) ?? s),
    ...colours.map((c) => colourLabel.get(c) ?? c),
  ]
    .filter(Boolean)
    .join(' ');
}

const paletteOf = (measured: MeasuredColour[]) =>
  measured.map((m) => ({ hex: m.hex, lab: m.lab, share: m.share }));

/** The index row of a library item, given its measured colours (pure: the evaluation set builds these). */
export function libraryRowOf(
  item: LibraryItem,
  measured: MeasuredColour[],
  thumbnailKey: string | null,
): NewRow {
  const colours = presetColoursOf(measured);
  const template = getTemplate(item.templateId);
  return {
    id: item.id,
    kind: 'library',
    isPublic: true,
    title: item.title,
    description: item.description,
    templateId: item.templateId,
    type: item.type,
    category: item.category,
    industry: item.industry,
    styles: item.styles,
    materials: item.materials,
    finishes: item.finishes,
    colours,
    palette: paletteOf(measured),
    searchText: searchText(
      [
        item.title,
        item.description,
        item.industry,
        item.category,
        template?.product,
        item.type ? typeLabel.get(item.type) : null,
        ...item.materials,
        ...item.finishes,
      ],
      item.styles,
      colours,
    ),
    thumbnailKey,
    width: 1024,
    height: 1024,
    document: item.document as unknown as Record<string, unknown>,
  };
}

async function libraryRow(
  deps: LibraryDeps,
  { item, thumbnail, measured }: RenderedLibraryItem,
): Promise<NewRow> {
  const thumbnailKey = `library/${item.id}/thumbnail.webp`;
  await deps.storage.put(thumbnailKey, thumbnail, 'image/webp');
  return libraryRowOf(item, measured, thumbnailKey);
}

/**
 * Adds the library items (0..size-1) that are not indexed yet, drawn by a low-priority
 * background process (library-render.ts). Each batch is committed on its own, so search
 * covers what is done so far and a restart picks up the rest.
 */
export async function buildLibrary(deps: LibraryDeps, size: number): Promise<number> {
  const done = new Set(await indexedLibraryIds(deps.db));
  const missing = Array.from({ length: size }, (_, i) => i).filter((i) => !done.has(libraryItemId(i)));
  if (missing.length === 0) return 0;
  const renderer = libraryRenderer();
  try {
    for (let start = 0; start < missing.length; start += LIBRARY_BATCH) {
      const batch = missing.slice(start, start + LIBRARY_BATCH);
      const rows: NewRow[] = new Array(batch.length);
      // Two at a time: one design's encoding and measuring (libvips threads) overlaps the next
      // one's drawing; at the lowest priority that takes only what requests leave idle.
      let next = 0;
      const lane = async () => {
        for (let k = next++; k < batch.length; k = next++)
          rows[k] = await libraryRow(deps, await renderer.render(batch[k]!));
      };
      await Promise.all([lane(), lane()]);
      await insertRows(deps.db, rows);
    }
  } finally {
    await renderer.close();
  }
  deps.log?.info({ added: missing.length, size }, 'search library indexed');
  return missing.length;
}

type AssetPage = Awaited<ReturnType<AssetsService['indexPage']>>;

const str = (v: unknown) => (typeof v === 'string' ? v : null);
const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

async function assetRow(deps: IndexerDeps, a: AssetPage[number]): Promise<NewRow> {
  let measured: MeasuredColour[] = [];
  try {
    measured = await measurePalette(await deps.storage.get(a.measureKey));
  } catch (err) {
    // A file that cannot be decoded is still findable by its words.
    deps.log?.warn({ err, assetId: a.id }, 'search: could not measure colours');
  }
  const m = a.metadata;
  const doc = (m.document ?? {}) as Record<string, unknown>;
  const templateId = str(doc.template);
  const template = templateId ? getTemplate(templateId) : undefined;
  const type = templateId ? productTypeOfTemplate(templateId) : null;
  const styles = strings(m.styles).filter((s) => styleLabel.has(s));
  const industry = INDUSTRIES.find((i) => i === m.industry) ?? null;
  const colours = presetColoursOf(measured);
  // A chat edit's description is the reply that made it ('Rendered it from four angles.'):
  // neither its title nor words it is found by. Its design names it instead.
  const chatEdit = typeof m.chatMessageId === 'string';
  const description = chatEdit ? null : a.description;
  const title =
    str(m.title) ??
    (chatEdit ? editedImageTitle(doc, null) : (designTitle(doc) ?? a.description ?? a.originalFileName));
  const brand = str((doc.text as Record<string, unknown> | undefined)?.brand);
  return {
    id: `asset-${a.id}`,
    kind: 'asset',
    assetId: a.id,
    ownerId: a.userId,
    // The spec makes Free-tier generated images public; uploads and paid-tier images never are.
    isPublic: a.visibility === 'public' && a.source === 'generated',
    title,
    description: description ?? '',
    templateId: template ? template.id : null,
    type,
    category: template?.category ?? null,
    industry,
    styles,
    colours,
    palette: paletteOf(measured),
    searchText: searchText(
      [
        title,
        description,
        str(m.prompt),
        brand,
        template?.product,
        template?.category,
        type ? typeLabel.get(type) : null,
        industry,
        a.originalFileName,
      ],
      styles,
      colours,
    ),
    width: a.width,
    height: a.height,
  };
}

/** Indexes those of `page` that are not indexed yet; answers how many it added. */
async function addAssets(deps: IndexerDeps, page: AssetPage): Promise<number> {
  if (page.length === 0) return 0;
  const seen = new Set(
    await indexedAssetIds(
      deps.db,
      page.map((a) => a.id),
    ),
  );
  const rows: NewRow[] = [];
  for (const a of page) if (!seen.has(a.id)) rows.push(await assetRow(deps, a));
  await insertRows(deps.db, rows);
  return rows.length;
}

/** Indexes just-stored assets (the periodic sync catches any this misses). */
export async function indexAssets(deps: IndexerDeps, assetIds: readonly string[]): Promise<number> {
  return addAssets(deps, await deps.assets.indexRows(assetIds));
}

/** Indexes assets created since the last run (and a little before, see ASSET_OVERLAP_MS). */
export async function syncAssets(deps: IndexerDeps): Promise<number> {
  const stopped = await assetSyncCursor(deps.db);
  const cursor = stopped !== undefined ? new Date(stopped) : new Date(0);
  let after = new Date(cursor.getTime() - ASSET_OVERLAP_MS);
  let added = 0;
  for (;;) {
    const page = await deps.assets.indexPage(after, ASSET_PAGE);
    if (page.length === 0) break;
    added += await addAssets(deps, page);
    after = page[page.length - 1]!.createdAt;
    if (page.length < ASSET_PAGE) break;
  }
  const newest = after.getTime() > cursor.getTime() ? after : cursor;
  await saveAssetSyncCursor(deps.db, newest);
  return added;
}
