/**
 * The /search address and its form: q plus the list-valued facets colours, styles and types
 * (spec part 2 §2). The address is the state: the page reads it, a submit or a filter change
 * writes it. Pure; unit-tested in rules.test.ts.
 */
import {
  isHexColour,
  SEARCH_FACET_VALUES,
  SEARCH_LIMITS,
  type SearchFacet,
  searchFormSchema,
} from '@packsmith/core';

/** The facets the /search filter panel offers. */
export const FORM_FACETS = ['colours', 'types', 'styles'] as const satisfies readonly SearchFacet[];
export type FormFacet = (typeof FORM_FACETS)[number];

export interface SearchState {
  q: string;
  colours: string[];
  types: string[];
  styles: string[];
}

export const EMPTY_SEARCH: SearchState = { q: '', colours: [], types: [], styles: [] };

const allowed = (facet: SearchFacet, value: string) =>
  (SEARCH_FACET_VALUES[facet] as readonly string[]).includes(value) ||
  (facet === 'colours' && isHexColour(value));

/**
 * One facet's values from the address: 'a,b' and repeated keys both work; values are trimmed,
 * lower-cased, de-duplicated, and unknown ones dropped (a hand-edited address still searches).
 */
export function readFacet(params: URLSearchParams, facet: SearchFacet): string[] {
  const values = params
    .getAll(facet)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim().toLowerCase())
    .filter((v) => v && allowed(facet, v));
  return [...new Set(values)].slice(0, SEARCH_LIMITS.maxValuesPerFacet);
}

export function readSearch(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_LIMITS.queryMaxChars),
    colours: readFacet(params, 'colours'),
    types: readFacet(params, 'types'),
    styles: readFacet(params, 'styles'),
  };
}

/** The address for a state: q first, then each non-empty facet comma-joined; /search when empty. */
export function searchPath(state: SearchState): string {
  const params = new URLSearchParams();
  const q = state.q.trim();
  if (q) params.set('q', q);
  for (const facet of FORM_FACETS) if (state[facet].length) params.set(facet, state[facet].join(','));
  const query = params.toString();
  return query ? `/search?${query}` : '/search';
}

/** Search is enabled only for a valid prompt (required, at most the query limit). */
export function promptError(prompt: string): string | null {
  const result = searchFormSchema.shape.prompt.safeParse(prompt);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

export const activeFilterCount = (state: SearchState) =>
  FORM_FACETS.reduce((n, facet) => n + state[facet].length, 0);

export function toggleValue(values: readonly string[], value: string): string[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}

/**
 * Changing a filter re-submits: with the prompt in the box when it is valid, otherwise with the
 * last submitted one (a half-typed box does not lose the results).
 */
export function withFilter(
  submitted: SearchState,
  draftPrompt: string,
  facet: FormFacet,
  values: string[],
): SearchState {
  const q = promptError(draftPrompt) ? submitted.q : draftPrompt.trim();
  return { ...submitted, q, [facet]: values };
}

/** Results are fetched only for a valid submitted prompt (spec: search prompt required). */
export const canSearch = (state: SearchState) => promptError(state.q) === null;

/** The GET /api/search query for a state (list values comma-joined, empty facets left out). */
export function searchApiQuery(state: SearchState): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = { q: state.q.trim() || undefined };
  for (const facet of FORM_FACETS) query[facet] = state[facet].length ? state[facet].join(',') : undefined;
  return query;
}
