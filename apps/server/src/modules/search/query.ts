/**
 * The search query as SQL: who may see a row, the words (prefix full-text OR trigram typo
 * match, every word required), and the facet filters (values within a facet OR, facets AND).
 */
import { COLOUR_PRESETS, SEARCH_LIMITS, type SearchFacet, type SearchFilters } from '@packsmith/core';
import { hexToLab } from '@packsmith/render';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { searchItems } from '../../db/schema/index.ts';

export type Scope = { userId: string; source: SearchFilters['source']; isLive: (assetId: SQL) => SQL };

/** At most this many words take part: a pasted paragraph must not become 200 index probes. */
const MAX_WORDS = 8;
/** Shorter words are matched by prefix only: trigram similarity on them is noise. */
const TYPO_MIN_LENGTH = 4;

/** Lower-case words without accents; tsquery syntax (`& | ! : * ( )`) cannot survive this. */
export function queryWords(q: string | undefined): string[] {
  if (!q) return [];
  const folded = q
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return [...new Set(folded.match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

const t = searchItems;
const live = (scope: Scope) => scope.isLive(sql`${t.assetId}`);

/** Rows the caller may see from the asked source (default: the library and public designs). */
export function scopeSql(scope: Scope): SQL {
  const library = eq(t.kind, 'library');
  const community = and(eq(t.kind, 'asset'), eq(t.isPublic, true), live(scope))!;
  if (scope.source === 'mine') return and(eq(t.kind, 'asset'), eq(t.ownerId, scope.userId), live(scope))!;
  if (scope.source === 'library') return library;
  if (scope.source === 'community') return community;
  return or(library, community)!;
}

export function wordsSql(words: string[]): SQL | undefined {
  if (words.length === 0) return undefined;
  return and(
    ...words.map((w) => {
      const prefix = sql`${t.tsv} @@ to_tsquery('simple', ${`${w}:*`})`;
      return w.length >= TYPO_MIN_LENGTH ? sql`(${prefix} or ${w} <% ${t.folded})` : prefix;
    }),
  );
}

/** Relevance: full-text rank plus how closely each word is spelled in the text. */
export function rankSql(words: string[]): SQL {
  if (words.length === 0) return sql`0`;
  const any = words.map((w) => `${w}:*`).join(' | ');
  const similarity = sql.join(
    words.map((w) => sql`word_similarity(${w}, ${t.folded})`),
    sql` + `,
  );
  return sql`ts_rank(${t.tsv}, to_tsquery('simple', ${any})) + (${similarity}) / ${words.length}`;
}

const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;

const PRESET_VALUES = new Set(COLOUR_PRESETS.map((c) => c.value));

/** A hex colour: any prominent measured colour within ΔE of it. */
function hexMatch(hex: string): SQL {
  const [l, a, b] = hexToLab(hex.startsWith('#') ? hex : `#${hex}`);
  return sql`exists (select 1 from jsonb_array_elements(${t.palette}) p
    where (p->>'share')::float8 >= 0.03
      and sqrt(power((p->'lab'->>0)::float8 - ${l}, 2) + power((p->'lab'->>1)::float8 - ${a}, 2)
        + power((p->'lab'->>2)::float8 - ${b}, 2)) <= ${SEARCH_LIMITS.colourMatchDeltaE})`;
}

function facetSql(facet: SearchFacet, values: string[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  switch (facet) {
    case 'colours': {
      const presets = values.filter((v) => PRESET_VALUES.has(v));
      const hexes = values.filter((v) => !PRESET_VALUES.has(v));
      return or(
        presets.length ? sql`${t.colours} && ${textArray(presets)}` : undefined,
        ...hexes.map(hexMatch),
      );
    }
    case 'styles':
      return sql`${t.styles} && ${textArray(values)}`;
    case 'materials':
      return sql`${t.materials} && ${textArray(values)}`;
    case 'finishes':
      return sql`${t.finishes} && ${textArray(values)}`;
    case 'types':
      return sql`${t.type} = any(${textArray(values)})`;
    case 'industries':
      return sql`${t.industry} = any(${textArray(values)})`;
  }
}

const FACETS: SearchFacet[] = ['colours', 'styles', 'types', 'industries', 'materials', 'finishes'];

/** Every condition of the query; `except` leaves one facet out (its own counts). */
export function whereSql(scope: Scope, words: string[], f: SearchFilters, except?: SearchFacet): SQL {
  return and(
    scopeSql(scope),
    wordsSql(words),
    ...FACETS.filter((x) => x !== except).map((x) => facetSql(x, f[x])),
  )!;
}

/** The column a facet counts: list-valued facets are unnested. */
export const facetColumn: Record<SearchFacet, { column: SQL; list: boolean }> = {
  colours: { column: sql`${t.colours}`, list: true },
  styles: { column: sql`${t.styles}`, list: true },
  materials: { column: sql`${t.materials}`, list: true },
  finishes: { column: sql`${t.finishes}`, list: true },
  types: { column: sql`${t.type}`, list: false },
  industries: { column: sql`${t.industry}`, list: false },
};
