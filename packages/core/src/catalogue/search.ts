import { TEMPLATES } from './templates.ts';
import type { CatalogueListEntry, PackagingTemplate } from './types.ts';

/** Cache key the UI stores the product list under. */
export const CATALOGUE_CACHE_KEY = ['catalogue', 'products'] as const;

/** Lower-case and keep letters only: 'Shelf-Display Box' → 'shelfdisplaybox'. */
export function normaliseCatalogueText(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}]/gu, '');
}

export function toListEntry(t: PackagingTemplate): CatalogueListEntry {
  const entry: CatalogueListEntry = {
    id: t.id,
    product: t.product,
    thumbnail_url: t.thumbnail_url,
    type: t.packaging_type,
    category: t.category,
    industries: [...t.industries],
    tags: [...t.tags],
  };
  if (t.product_type) entry.product_type = t.product_type;
  return entry;
}

/** The UI product list: every template, sorted by product name with locale comparison. */
export function catalogueProductList(
  templates: readonly PackagingTemplate[] = TEMPLATES,
): CatalogueListEntry[] {
  return templates.map(toListEntry).sort((a, b) => a.product.localeCompare(b.product));
}

export interface CatalogueSearchOptions {
  /** Exact category names; an entry matches when its category is one of them. Empty = all. */
  categories?: readonly string[];
}

/**
 * Catalogue search from the spec: case and non-letters are ignored over product, category,
 * industries and tags; the category filter matches the exact category.
 */
export function searchCatalogue<
  T extends Pick<CatalogueListEntry, 'product' | 'category' | 'industries' | 'tags'>,
>(entries: readonly T[], query: string, options: CatalogueSearchOptions = {}): T[] {
  const q = normaliseCatalogueText(query);
  const cats = options.categories ?? [];
  return entries.filter((e) => {
    if (cats.length > 0 && !cats.includes(e.category)) return false;
    if (!q) return true;
    return [e.product, e.category, ...e.industries, ...e.tags].some((f) =>
      normaliseCatalogueText(f).includes(q),
    );
  });
}

/** Categories present in the catalogue, in first-seen order. */
export function catalogueCategories(templates: readonly PackagingTemplate[] = TEMPLATES): string[] {
  return [...new Set(templates.map((t) => t.category))];
}
