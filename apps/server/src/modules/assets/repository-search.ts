import type { ListAssetsFilters } from '@packsmith/core';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { assets } from '../../db/schema/index.ts';
import { paletteNameForHex } from './images.ts';

/** Colour names carried by a design's metadata (hex list) — searchable beside the dominant colours. */
export function designColourNames(metadata: Record<string, unknown>): string[] {
  const raw = metadata.colours ?? metadata.hexColours;
  if (!Array.isArray(raw)) return [];
  return raw
    .map((c) => (typeof c === 'string' ? paletteNameForHex(c) : null))
    .filter((n): n is string => Boolean(n))
    .map((n) => n.toLowerCase());
}

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The asset row's texts (name, description, alt, prompt, brand, colour names) contain `term`. */
export function matchesSearchTerm(term: string): SQL {
  const p = likePattern(term);
  return sql`(${assets.originalFileName} ilike ${p} or ${assets.description} ilike ${p}
        or ${assets.metadata}->>'alt' ilike ${p} or ${assets.metadata}->>'prompt' ilike ${p}
        or ${assets.metadata}->>'brandName' ilike ${p} or ${assets.metadata}->>'brand' ilike ${p}
        or array_to_string(${assets.colourNames}, ' ') ilike ${p})`;
}

const lowerList = (values: string[]) =>
  sql.join(
    values.map((v) => sql`${v.toLowerCase()}`),
    sql`, `,
  );

/** Metadata values, as a lower-cased text set: a string field or an array field. */
const metadataTexts = (keys: string[]) =>
  sql.join(
    keys.map(
      (k) => sql`select lower(v) from jsonb_array_elements_text(
        case jsonb_typeof(${assets.metadata}->${k})
          when 'array' then ${assets.metadata}->${k}
          when 'string' then jsonb_build_array(${assets.metadata}->${k})
          else '[]'::jsonb end) v`,
    ),
    sql` union all `,
  );

const matchesMetadata = (keys: string[], values: string[]) =>
  sql`exists (select 1 from (${metadataTexts(keys)}) m(v) where m.v in (${lowerList(values)}))`;

/**
 * The library's filters (GET /api/assets) as one condition on the user's live assets. The search
 * filters match through the search index (`indexed`: measured colours, typos) or, for what the
 * index does not hold (metadata fields, colour names), on the asset row itself.
 */
export function assetFilter(userId: string, f: ListAssetsFilters, indexed?: SQL): SQL | undefined {
  const where: SQL[] = [eq(assets.userId, userId), isNull(assets.deletedAt)];
  if (f.sessionId) where.push(sql`${assets.metadata}->>'sessionId' = ${f.sessionId}`);
  if (f.fileCategories?.length) where.push(inArray(assets.fileCategory, f.fileCategories));
  if (f.useCases?.length) where.push(inArray(sql`${assets.metadata}->>'useCase'`, f.useCases));
  if (f.excludeProcessedAssets) where.push(sql`${assets.source} <> 'processed'`);
  if (f.favouritesOnly) where.push(eq(assets.isFavourite, true));
  if (f.editsOnly) where.push(sql`${assets.metadata} ? 'chatConversationId'`);
  if (f.visibility) where.push(eq(assets.visibility, f.visibility));
  const search: SQL[] = [];
  if (f.productTypes?.length) {
    search.push(matchesMetadata(['productTypes', 'productType', 'packagingType'], f.productTypes));
  }
  if (f.styles?.length) search.push(matchesMetadata(['styles', 'style'], f.styles));
  if (f.brandNames?.length) search.push(matchesMetadata(['brandName', 'brand', 'brandNames'], f.brandNames));
  if (f.colours?.length) {
    const names = f.colours.map((c) => (paletteNameForHex(c) ?? c).toLowerCase());
    search.push(sql`${assets.colourNames} && array[${lowerList(names)}]::text[]`);
  }
  if (f.searchTerm) search.push(matchesSearchTerm(f.searchTerm));
  if (search.length) {
    const own = and(...search)!;
    where.push(indexed ? or(own, sql`${assets.id} in (${indexed})`)! : own);
  }
  return and(...where);
}

export function assetOrder(sortBy: ListAssetsFilters['sortBy']): SQL[] {
  if (sortBy === 'alphabetical') return [asc(sql`lower(${assets.originalFileName})`), desc(assets.createdAt)];
  if (sortBy === 'last-modified') return [desc(assets.lastUpdatedAt), desc(assets.createdAt)];
  return [desc(assets.createdAt)];
}
