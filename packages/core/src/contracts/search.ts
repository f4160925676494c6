import { z } from 'zod';
import {
  isHexColour,
  SEARCH_FACET_VALUES,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  SEARCH_SOURCES,
  type SearchFacet,
} from '../search.ts';
import { dataEnvelope } from './common.ts';

/**
 * A list-valued facet from the URL ('a,b' or repeated keys), checked against its allowed values.
 * Matching ignores case; a known value comes out spelled as allowed ('food & beverage' →
 * 'Food & Beverage'), anything else lower-cased.
 */
function facetList(facet: SearchFacet) {
  const allowed: readonly string[] = SEARCH_FACET_VALUES[facet];
  const canonical = new Map(allowed.map((a) => [a.toLowerCase(), a]));
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v.join(',') : v)
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean)
        .map((s) => canonical.get(s) ?? s),
    )
    .pipe(
      z
        .array(z.string())
        .max(SEARCH_LIMITS.maxValuesPerFacet, SEARCH_MESSAGES.tooManyValues(facet))
        .superRefine((values, ctx) => {
          const ok = (v: string) => allowed.includes(v) || (facet === 'colours' && isHexColour(v));
          const bad = values.filter((v) => !ok(v));
          if (bad.length > 0) {
            ctx.addIssue({ code: 'custom', message: SEARCH_MESSAGES.unknownFacetValue(facet, bad, allowed) });
          }
        }),
    )
    .optional();
}

/**
 * `GET /api/search`. The web /search page requires `q`; the explore pages browse with facets
 * only, so the server accepts an empty prompt.
 */
export const searchQuery = z.object({
  q: z.string().trim().max(SEARCH_LIMITS.queryMaxChars, SEARCH_MESSAGES.promptTooLong).optional(),
  colours: facetList('colours'),
  styles: facetList('styles'),
  types: facetList('types'),
  industries: facetList('industries'),
  materials: facetList('materials'),
  finishes: facetList('finishes'),
  /**
   * Which sources to search; default library + community. 'mine' searches the caller's own
   * assets, 'collection' one collection they own or collaborate on (collections-search flag).
   */
  source: z.enum([...SEARCH_SOURCES, 'collection']).optional(),
  collectionId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(SEARCH_LIMITS.pageMax).default(SEARCH_LIMITS.pageDefault),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchFilters = z.output<typeof searchQuery>;

/** The /search form (the prompt is required there). */
export const searchFormSchema = z.object({
  prompt: z.string().trim().min(1, SEARCH_MESSAGES.promptRequired).max(SEARCH_LIMITS.queryMaxChars),
  colours: z.array(z.string()),
  styles: z.array(z.string()),
  types: z.array(z.string()),
});
export type SearchForm = z.infer<typeof searchFormSchema>;

export const searchResult = z.object({
  id: z.string(),
  source: z.enum(SEARCH_SOURCES),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  /** Catalogue template id and its product type value. */
  templateId: z.string().nullable(),
  type: z.string().nullable(),
  category: z.string().nullable(),
  industry: z.string().nullable(),
  styles: z.array(z.string()),
  materials: z.array(z.string()),
  finishes: z.array(z.string()),
  /** Measured dominant colours, most prominent first, as #RRGGBB. */
  palette: z.array(z.string()),
  /** The user's own asset id when source is 'mine' (usable as a reference directly). */
  assetId: z.uuid().nullable(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const facetCount = z.object({ value: z.string(), count: z.number().int() });
export const searchResponse = z.object({
  data: z.array(searchResult),
  totalCount: z.number().int(),
  facets: z.object({
    colours: z.array(facetCount),
    styles: z.array(facetCount),
    types: z.array(facetCount),
  }),
  /**
   * "Did you mean …?": the query with its misspelt words corrected, when a word was not found
   * as typed (the results already include the corrected reading); null otherwise.
   */
  suggestion: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponse>;

export const searchItemParams = z.object({ id: z.string().min(1).max(100) });
export const searchItemResponse = dataEnvelope(searchResult);

/** `POST /api/search/:id/save`: the caller's own asset holding the result (the same one every time). */
export const savedSearchResult = z.object({ assetId: z.string() });
export type SavedSearchResult = z.infer<typeof savedSearchResult>;
export const savedSearchResultResponse = dataEnvelope(savedSearchResult);

/** `GET /api/stream/search/suggested?random=true`. */
export const suggestedSearchQuery = z.object({
  random: z.enum(['true', 'false']).optional(),
});
export const suggestedSearch = z.object({ id: z.string(), query: z.string() });
export type SuggestedSearch = z.infer<typeof suggestedSearch>;
export const suggestedSearchResponse = dataEnvelope(z.array(suggestedSearch));

/**
 * `GET /api/search/facets?dimension=…`: counts per value of one facet over what the other
 * filters (and `q`) leave, for the explore pages.
 */
export const searchFacetsQuery = searchQuery
  .omit({ limit: true, offset: true })
  .extend({ dimension: z.enum(Object.keys(SEARCH_FACET_VALUES) as [SearchFacet, ...SearchFacet[]]) });
export type SearchFacetsQuery = z.input<typeof searchFacetsQuery>;
export const searchFacetsResponse = dataEnvelope(z.array(facetCount));
