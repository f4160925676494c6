/** How facet values read on screen: the presets' labels, else the value in sentence case. */
import {
  COLOUR_PRESETS,
  isHexColour,
  PRODUCT_TYPE_PRESETS,
  type SearchFacet,
  STYLE_PRESETS,
} from '@packsmith/core';

const LABELS: Partial<Record<SearchFacet, ReadonlyMap<string, string>>> = {
  colours: new Map(COLOUR_PRESETS.map((c) => [c.value, c.label])),
  styles: new Map(STYLE_PRESETS.map((s) => [s.value, s.label])),
  types: new Map(PRODUCT_TYPE_PRESETS.map((p) => [p.value, p.label])),
};

const COLOUR_HEX = new Map(COLOUR_PRESETS.map((c) => [c.value, c.hex]));

export function facetLabel(facet: SearchFacet, value: string): string {
  const known = LABELS[facet]?.get(value);
  if (known) return known;
  if (facet === 'colours' && isHexColour(value)) return `#${value.replace('#', '').toUpperCase()}`;
  const words = value.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The swatch colour of a colour filter value (a preset's hex, or the hex given). */
export function colourSwatch(value: string): string {
  return COLOUR_HEX.get(value) ?? `#${value.replace('#', '')}`;
}

export const FACET_TITLES: Record<SearchFacet, string> = {
  colours: 'Colours',
  types: 'Packaging types',
  styles: 'Styles',
  industries: 'Industries',
  materials: 'Materials',
  finishes: 'Printing & finishes',
};
