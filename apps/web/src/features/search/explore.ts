/**
 * The explore galleries: which facet each category page browses, and the box templates the
 * dielines page lists. Pure; unit-tested in explore.test.ts.
 */
import {
  type PackagingTemplate,
  PRODUCT_TYPE_PRESETS,
  printReadyCapability,
  SEARCH_FACET_VALUES,
  type SearchFacet,
  TEMPLATES,
} from '@packsmith/core';

export type ExploreSlug =
  | 'packaging'
  | 'industry'
  | 'styles'
  | 'materials'
  | 'printing-types-and-finishes'
  | 'custom-box-dielines';

/** The facet each gallery page browses (the dielines page lists templates instead). */
export const EXPLORE_FACET: Record<Exclude<ExploreSlug, 'custom-box-dielines'>, SearchFacet> = {
  packaging: 'types',
  industry: 'industries',
  styles: 'styles',
  materials: 'materials',
  'printing-types-and-finishes': 'finishes',
};

/** The chosen value from the gallery's address (?{facet}=…), or null when unknown or absent. */
export function exploreValue(params: URLSearchParams, facet: SearchFacet): string | null {
  const value = params.get(facet);
  if (!value) return null;
  const allowed: readonly string[] = SEARCH_FACET_VALUES[facet];
  return allowed.find((v) => v.toLowerCase() === value.trim().toLowerCase()) ?? null;
}

/** The facet-only GET /api/search query for a gallery (everything when no value is chosen). */
export const exploreQuery = (facet: SearchFacet, value: string | null) => ({ [facet]: value ?? undefined });

export interface DielineTemplate {
  template: PackagingTemplate;
  /** Its packaging type's gallery, or null when the template belongs to none. */
  galleryHref: string | null;
}

/** Templates with an instant dieline (boxes, cartons, tins, sleeves), by name, each with its gallery link. */
export function dielineTemplates(templates: readonly PackagingTemplate[] = TEMPLATES): DielineTemplate[] {
  return templates
    .filter((t) => printReadyCapability(t.id) === 'dieline')
    .sort((a, b) => a.product.localeCompare(b.product))
    .map((template) => {
      const type = PRODUCT_TYPE_PRESETS.find((p) => p.templateIds.includes(template.id));
      return {
        template,
        galleryHref: type ? `/explore/packaging?${new URLSearchParams({ types: type.value })}` : null,
      };
    });
}
