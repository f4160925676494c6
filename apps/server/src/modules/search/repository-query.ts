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
import { type AnyColumn, and, eq, or, type SQL, sql } from 'drizzle-orm';
import { searchItems, searchWordFacets } from '../../db/schema/index.ts';

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

/**
 * One form as tsquery text: a phrase's words in sequence, a prefix marked; `title`: only where
 * the words are the title's (weight A, migration 0020). Letters and digits only.
 */
const formQuery = (f: Form, title = false) => {
  const a = title ? 'A' : '';
  const words = f.text.split(' ').filter(Boolean);
  const last = words.length - 1;
  const marked = words.map((w, i) => (i === last && f.prefix ? `${w}:*${a}` : title ? `${w}:A` : w));
  return marked.length > 1 ? `(${marked.join(' <-> ')})` : marked[0]!;
};
/** One term as tsquery text: any of its forms. */
const termQuery = (term: QueryTerm) => term.forms.map((f) => formQuery(f)).join(' | ');

/** Every term is required; `some`: any one is enough (the fallback when all of them find nothing). */
const wordsQuery = (terms: QueryTerm[], some = false) =>
  terms.length ? terms.map((term) => `(${termQuery(term)})`).join(some ? ' | ' : ' & ') : undefined;

/**
 * The index condition: the words (through the text parser, as the documents were) and the facet
 * tokens (verbatim) as one tsquery, so one GIN scan intersects them all.
 */
function matchSql(words: string | undefined, tokens: string | undefined): SQL | undefined {
  const w = words === undefined ? undefined : sql`to_tsquery('simple', ${words})`;
  const k = tokens === undefined ? undefined : sql`${tokens}::tsquery`;
  if (w && k) return sql`${t.tsv} @@ (${w} && ${k})`;
  const q = w ?? k;
  return q ? sql`${t.tsv} @@ ${q}` : undefined;
}

export function wordsSql(terms: QueryTerm[], some = false): SQL | undefined {
  return matchSql(wordsQuery(terms, some), undefined);
}

/**
 * Relevance: per term, its best form's weight, doubled when it is in the title (what the design
 * is) rather than only in the description; the sum over terms. Full-text rank breaks ties.
 */
export function rankSql(terms: QueryTerm[]): SQL {
  if (terms.length === 0) return sql`0`;
  const perTerm = terms.map((term) => {
    const forms = term.forms.map(
      (
        f,
      ) => sql`case when ${t.tsv} @@ to_tsquery('simple', ${formQuery(f, true)}) then ${2 * f.weight}::float8
        when ${t.tsv} @@ to_tsquery('simple', ${formQuery(f)}) then ${f.weight}::float8 else 0 end`,
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

/** A facet's token in the tsvector: `search_facet_tokens` (migration 0020) writes `<key>=<value>`. */
const FACET_KEYS: Record<SearchFacet, string> = {
  colours: 'c',
  styles: 's',
  materials: 'm',
  finishes: 'f',
  types: 't',
  industries: 'i',
};
const lexeme = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/** The facet's values as tsquery text (any of them), or undefined when they are not all tokens (a hex colour). */
function facetTokens(facet: SearchFacet, values: string[] | undefined): string | undefined {
  if (!values?.length) return undefined;
  if (facet === 'colours' && values.some((v) => !PRESET_VALUES.has(v))) return undefined;
  return `(${values.map((v) => lexeme(`${FACET_KEYS[facet]}=${v}`)).join(' | ')})`;
}

/** The facet columns of an index row or of a word's facet profile (`search_word_facets`). */
type FacetColumns = Record<'colours' | 'styles' | 'materials' | 'finishes' | 'type' | 'industry', AnyColumn>;

/** The facet's values as a condition on the row's columns (values within a facet OR; hex colours on index rows only). */
function facetSql(facet: SearchFacet, values: string[] | undefined, c: FacetColumns = t): SQL | undefined {
  if (!values?.length) return undefined;
  switch (facet) {
    case 'colours': {
      const presets = values.filter((v) => PRESET_VALUES.has(v));
      const hexes = values.filter((v) => !PRESET_VALUES.has(v));
      return or(
        presets.length ? sql`${c.colours} && ${textArray(presets)}` : undefined,
        ...hexes.map(hexMatch),
      );
    }
    case 'styles':
      return sql`${c.styles} && ${textArray(values)}`;
    case 'materials':
      return sql`${c.materials} && ${textArray(values)}`;
    case 'finishes':
      return sql`${c.finishes} && ${textArray(values)}`;
    case 'types':
      return sql`${c.type} = any(${textArray(values)})`;
    case 'industries':
      return sql`${c.industry} = any(${textArray(values)})`;
  }
}

const FACETS: SearchFacet[] = ['colours', 'styles', 'types', 'industries', 'materials', 'finishes'];
const activeFacets = (f: SearchFilters) => FACETS.filter((x) => f[x]?.length);

/** Every condition of the query: the index match of words and facet tokens, the rest (hex colours) per row. */
export function whereSql(scope: Scope, terms: QueryTerm[], f: SearchFilters, some = false): SQL {
  const active = activeFacets(f);
  const tokens = active.map((x) => facetTokens(x, f[x]));
  const byToken = tokens.filter((k) => k !== undefined);
  return and(
    scopeSql(scope),
    matchSql(wordsQuery(terms, some), byToken.length ? byToken.join(' & ') : undefined),
    ...active.filter((_, i) => tokens[i] === undefined).map((x) => facetSql(x, f[x])),
  )!;
}

/** The column a facet counts: list-valued facets are unnested. */
const facetColumn: Record<SearchFacet, { column: string; list: boolean }> = {
  colours: { column: 'colours', list: true },
  styles: { column: 'styles', list: true },
  materials: { column: 'materials', list: true },
  finishes: { column: 'finishes', list: true },
  types: { column: 'type', list: false },
  industries: { column: 'industry', list: false },
};

/**
 * The total and the counts of `counted` facets in one scan: rows `(facet, value, count)`, the
 * total as facet 'total'. Each facet is counted with every other filter applied (what adding a
 * value would bring), so the scan reads the rows that fail at most one counted facet — found by
 * the index as "words and all facet tokens but one" — and each count keeps the rows it needs.
 */
export function countsSql(
  scope: Scope,
  terms: QueryTerm[],
  f: SearchFilters,
  counted: SearchFacet[],
  some = false,
): SQL {
  const active = activeFacets(f);
  const tokens = new Map(
    active.flatMap((x) => {
      const k = facetTokens(x, f[x]);
      return k === undefined ? [] : [[x, k] as const];
    }),
  );
  const allBut = (skip?: SearchFacet) => [...tokens].filter(([x]) => x !== skip).map(([, k]) => k);
  const dropped = counted.filter((x) => tokens.has(x));
  const words = wordsQuery(terms, some);
  const match = (k: string[]) => matchSql(words, k.length ? k.join(' & ') : undefined);
  // Any one of the counted facets may fail: one index match per facet left out, each all-AND
  // (GIN skips through the long posting lists only for required entries, not inside an OR).
  const each = dropped.length ? dropped.map((x) => match(allBut(x))) : [match(allBut())];
  // A facet left out with nothing else to match: every row of the scope is a candidate.
  const candidates = each.includes(undefined) ? undefined : or(...each);
  return tallySql(sql`1`, sql`${searchItems} where ${and(scopeSql(scope), candidates)}`, f, counted, t);
}

/**
 * The total and the facet counts over the rows of `from` (a table and its condition), each row
 * standing for `items` items: per row the counted columns and one flag per active facet (the row
 * passes that filter) are read once, then each count keeps the rows it needs.
 */
function tallySql(items: SQL, from: SQL, f: SearchFilters, counted: SearchFacet[], c: FacetColumns): SQL {
  const active = activeFacets(f);
  const flag = (x: SearchFacet) => sql.raw(`"f_${x}"`);
  const flags = active.map((x) => sql`${facetSql(x, f[x], c)} as ${flag(x)}`);
  const passing = (skip?: SearchFacet) =>
    sql.join([sql`true`, ...active.filter((x) => x !== skip).map((x) => sql`m.${flag(x)}`)], sql` and `);
  const columns = [...new Set(counted.map((x) => facetColumn[x].column))].map((col) => sql.raw(`"${col}"`));
  const perFacet = counted.map((x) => {
    const { column, list } = facetColumn[x];
    const value = list ? sql`v` : sql.raw(`m."${column}"`);
    const from = list ? sql.raw(`m, unnest(m."${column}") v`) : sql`m`;
    return sql`select ${x}::text, ${value}, sum(m.n)::int from ${from}
      where ${passing(x)} and ${value} is not null group by 2`;
  });
  return sql`with m as materialized (select ${sql.join([sql`${items} as n`, ...columns, ...flags], sql`, `)} from ${from})
    select 'total'::text as facet, null::text as value, coalesce(sum(m.n), 0)::int as count from m where ${passing()}
    ${sql.join(
      perFacet.map((q) => sql`union all ${q}`),
      sql` `,
    )}`;
}

/**
 * Like `countsSql` over the library items holding `word` ('' for all of them), read from their
 * facet profiles (`search_word_facets`) instead of the items: exact when the query's words match
 * exactly the items holding that one word (`libraryCountWord`) and no colour is a hex.
 */
export function libraryWordCountsSql(word: string, f: SearchFilters, counted: SearchFacet[]): SQL {
  const p = searchWordFacets;
  return tallySql(sql`${p.items}`, sql`${p} where ${p.word} = ${word}`, f, counted, p);
}

/** Whether the facet filters can be read from facet profiles: every colour is a preset, not a hex. */
export const profileFilters = (f: SearchFilters) => (f.colours ?? []).every((v) => PRESET_VALUES.has(v));

/** The asset ids of the index rows matching `where` (and `andAlso`, when given). */
export function assetIdsWhereSql(where: SQL, andAlso: SQL | undefined): SQL {
  return sql`select ${searchItems.assetId} from ${searchItems}
        where ${where}${andAlso ? sql` and ${andAlso}` : sql``}`;
}
