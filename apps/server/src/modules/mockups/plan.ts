import type { View } from '@packsmith/core';

/** The views a mockup goes through, best first. */
export const MOCKUP_VIEWS: readonly View[] = ['front', 'three-quarter-left', 'three-quarter-right', 'back'];

export interface PlannedOutput {
  position: number;
  artworkId: string;
  productId: string;
  view: View;
  /** 0 for the first pass over every artwork × product × view; later passes get a new seed. */
  round: number;
}

/**
 * Which artwork goes on which product from which view, for each image: every artwork on every
 * product from the front first, then the next view, so few images still cover all the choices
 * and no two images repeat a combination (past artworks × products × views a new round reseeds).
 */
export function planOutputs(
  artworks: readonly string[],
  products: readonly string[],
  count: number,
): PlannedOutput[] {
  const perView = artworks.length * products.length;
  const perRound = perView * MOCKUP_VIEWS.length;
  return Array.from({ length: count }, (_, position) => {
    const inRound = position % perRound;
    const pair = inRound % perView;
    return {
      position,
      productId: products[pair % products.length]!,
      artworkId: artworks[Math.floor(pair / products.length)]!,
      view: MOCKUP_VIEWS[Math.floor(inRound / perView)]!,
      round: Math.floor(position / perRound),
    };
  });
}
