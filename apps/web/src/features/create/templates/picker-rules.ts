/**
 * The packaging template picker's rules: the catalogue list, search and category filter (from
 * packages/core), the 4-type selection limit with its messages, and mapping a selection to the
 * packaging range's `productsTypes`. No React — unit-tested in picker-rules.test.ts.
 */
import {
  type CatalogueListEntry,
  catalogueCategories,
  catalogueProductList,
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  normaliseCatalogueText,
  packagingRangeMetadata,
  searchCatalogue,
} from '@packsmith/core';

export const MAX_PRODUCT_TYPES = DESIGN_LIMITS.packagingRangeMaxTypes;
export const SEARCH_PLACEHOLDER = 'Search by industry or packaging category';
export const NO_PRODUCTS_TITLE = 'No products found';
export const NO_PRODUCTS_HINT = 'Try adjusting your search or filters';

/** The catalogue as the UI lists it (alphabetical by product, locale comparison). */
let products: CatalogueListEntry[] | null = null;
export function templateList(): CatalogueListEntry[] {
  products ??= catalogueProductList();
  return products;
}

/** Categories for the filter, in catalogue order, with how many products each holds. */
export function categoryOptions(
  entries: readonly CatalogueListEntry[] = templateList(),
): { category: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const e of entries) counts.set(e.category, (counts.get(e.category) ?? 0) + 1);
  return catalogueCategories()
    .filter((c) => counts.has(c))
    .map((category) => ({ category, count: counts.get(category) ?? 0 }));
}

export interface PickerFilters {
  query: string;
  categories: readonly string[];
}

export const emptyFilters: PickerFilters = { query: '', categories: [] };

/** Products matching the search (case and non-letters ignored) and the exact categories. */
export function filterTemplates(entries: readonly CatalogueListEntry[], filters: PickerFilters) {
  return searchCatalogue(entries, filters.query, { categories: filters.categories });
}

/** 'Reset all' is offered while a search or a category narrows the list. */
export const filtersActive = (f: PickerFilters) =>
  normaliseCatalogueText(f.query).length > 0 || f.categories.length > 0;

export function toggleCategory(categories: readonly string[], category: string): string[] {
  return categories.includes(category) ? categories.filter((c) => c !== category) : [...categories, category];
}

export interface ToggleResult {
  selected: string[];
  /** Set when a fifth type was refused: 'You can only select up to 4 product types'. */
  refused: string | null;
}

/** Adds or removes one template id; a fifth is refused and the selection kept as it was. */
export function toggleProduct(
  selected: readonly string[],
  id: string,
  max: number = MAX_PRODUCT_TYPES,
): ToggleResult {
  if (selected.includes(id)) return { selected: selected.filter((s) => s !== id), refused: null };
  if (selected.length >= max) return { selected: [...selected], refused: DESIGN_MESSAGES.productTypesMax };
  return { selected: [...selected, id], refused: null };
}

/** 'Please select at least one product type', 'You can only select up to 4 product types' or null. */
export function productTypesError(productsTypes: readonly { product: string }[]): string | null {
  const result = packagingRangeMetadata.shape.productsTypes.safeParse(productsTypes);
  return result.success ? null : (result.error.issues[0]?.message ?? DESIGN_MESSAGES.productTypesMin);
}

/** `selected` ids → the metadata's productsTypes ({ product, thumbnailUrl }), in the order picked. */
export function toProductsTypes(
  selected: readonly string[],
  thumbnailUrl: (id: string) => string,
  entries: readonly CatalogueListEntry[] = templateList(),
): { product: string; thumbnailUrl: string }[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  return selected.flatMap((id) => {
    const e = byId.get(id);
    return e ? [{ product: e.product, thumbnailUrl: thumbnailUrl(e.id) }] : [];
  });
}

/**
 * Back from a remix: productsTypes (product names, any case or punctuation) → template ids.
 * Names the catalogue no longer has are dropped; at most four are kept.
 */
export function idsFromProductsTypes(
  productsTypes: unknown,
  entries: readonly CatalogueListEntry[] = templateList(),
): string[] {
  if (!Array.isArray(productsTypes)) return [];
  const byName = new Map(entries.map((e) => [normaliseCatalogueText(e.product), e.id]));
  const ids: string[] = [];
  for (const item of productsTypes) {
    const name =
      typeof item === 'string'
        ? item
        : item && typeof item === 'object' && 'product' in item
          ? String((item as { product: unknown }).product)
          : '';
    const id = byName.get(normaliseCatalogueText(name));
    if (id && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, MAX_PRODUCT_TYPES);
}

/** Where the web loads a template's thumbnail: the server renders it with the design engine. */
export const templateThumbnailUrl = (id: string) => `/api/templates/${encodeURIComponent(id)}/thumbnail.webp`;
