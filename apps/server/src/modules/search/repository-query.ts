/**
 * The search query as SQL: who may see a row, the terms (each matched by any of its forms —
 * the word whole, its singular, a synonym, a correction or, for an unknown word, a prefix —
 * every term required), the relevance order and the facet filters (values within a facet OR,
 * facets AND). The plan itself is core's `planSearch` (docs/search.md).
 */
import {
  COLOUR_PRESETS,
  SEARCH_LIMITS,
  type SearchFacet,
  type SearchFilters,
  type SearchTerm,
} from '@packsmith/core';
import { hexToLab } from '@packsmith/render';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import { searchItems } from '../../db/schema/index.ts';

export type Scope = {
  userId: string;
  source: SearchFilters['source'];
  isLive: (assetId: SQL) => SQL;
  /** With source 'collection': `select` of the collection's asset ids (access already checked). */
  collectionItems?: SQL;
};

/** At most this many words take part: a pasted paragraph must not become 200 index probes. */
const MAX_WORDS = 8;

/** Lower-case words without accents; tsquery syntax (`& | ! : * ( )`) cannot survive this. */
export function foldedWords(text: string): string[] {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase();
  return [...new Set(folded.match(/[\p{L}\p{N}]+/gu) ?? [])];
}

export const queryWords = (q: string | undefined) => (q ? foldedWords(q).slice(0, MAX_WORDS) : []);

export type QueryTerm = SearchTerm;

const t = searchItems;
const live = (scope: Scope) => scope.isLive(sql`${t.assetId}`);

/** Rows the caller may see from the asked source (default: the library and public designs). */
export function scopeSql(scope: Scope): SQL {
  const library = eq(t.kind, 'library');
  const community = and(eq(t.kind, 'asset'), eq(t.isPublic, true), live(scope))!;
  if (scope.source === 'mine') return and(eq(t.kind, 'asset'), eq(t.ownerId, scope.userId), live(scope))!;
  if (scope.source === 'library') return library;
  if (scope.source === 'collection') {
    // Shared items are seen by every member, whatever their owner's visibility.
    const items = scope.collectionItems ?? sql`select null::uuid`;
    return and(eq(t.kind, 'asset'), sql`${t.assetId} in (${items})`, live(scope))!;
  }
  if (scope.source === 'community') return community;
  return or(library, community)!;
}

type Form = SearchTerm['forms'][number];

/** One form as tsquery text: a phrase's words in sequence, a prefix marked. Letters and digits only. */
const formQuery = (f: Form) => {
  const words = f.text.split(' ').filter(Boolean);
  if (f.prefix) return `${words.join(' <-> ')}:*`;
  return words.length > 1 ? `(${words.join(' <-> ')})` : words[0]!;
};
/** One term as tsquery text: any of its forms. */
const termQuery = (term: QueryTerm) => term.forms.map(formQuery).join(' | ');

/** Every term is required; `some`: any one is enough (the fallback when all of them find nothing). */
export function wordsSql(terms: QueryTerm[], some = false): SQL | undefined {
  if (terms.length === 0) return undefined;
  const all = terms.map((term) => `(${termQuery(term)})`).join(some ? ' | ' : ' & ');
  return sql`${t.tsv} @@ to_tsquery('simple', ${all})`;
}

/** The form in the title as whole words (a prefix: the start of a word). */
const titleRegex = (f: Form) => `\\m${f.text.split(' ').join('\\s+')}${f.prefix ? '' : '\\M'}`;

/**
 * Relevance: per term, its best form's weight, doubled when it is in the title (what the design
 * is) rather than only in the description; the sum over terms. Full-text rank breaks ties.
 */
export function rankSql(terms: QueryTerm[]): SQL {
  if (terms.length === 0) return sql`0`;
  const perTerm = terms.map((term) => {
    const forms = term.forms.map(
      (f) => sql`case when ${t.tsv} @@ to_tsquery('simple', ${formQuery(f)})
        then ${f.weight}::float8 * (case when search_fold(${t.title}) ~ ${titleRegex(f)} then 2 else 1 end) else 0 end`,
    );
    return forms.length === 1 ? forms[0]! : sql`greatest(${sql.join(forms, sql`, `)})`;
  });
  return sql`(${sql.join(perTerm, sql` + `)})`;
}

/** Full-text rank over every form of every term (the tie-break). */
export function textRankSql(terms: QueryTerm[]): SQL {
  if (terms.length === 0) return sql`0`;
  return sql`ts_rank(${t.tsv}, to_tsquery('simple', ${terms.map(termQuery).join(' | ')}))`;
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
export function whereSql(
  scope: Scope,
  terms: QueryTerm[],
  f: SearchFilters,
  except?: SearchFacet,
  some = false,
): SQL {
  return and(
    scopeSql(scope),
    wordsSql(terms, some),
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

/** The asset ids of the index rows matching `where` (and `andAlso`, when given). */
export function assetIdsWhereSql(where: SQL, andAlso: SQL | undefined): SQL {
  return sql`select ${searchItems.assetId} from ${searchItems}
        where ${where}${andAlso ? sql` and ${andAlso}` : sql``}`;
}
