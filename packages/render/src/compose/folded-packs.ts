import type { PackagingTemplate, View } from '@packsmith/core/catalogue/index';
import type { Svg } from '../scene/svg.ts';
import type { LabelSource, PackResult } from './packs/common.ts';

/**
 * Pack bodies drawn from the pack's folded dieline structure instead of a drawn cuboid (boxes,
 * cartons, sleeves). The structures live in `print/`, a layer above this folder, so
 * `print/structures/folded-mockup.ts` installs its drawer here when it loads (the package's
 * face loads it, so every caller of `@packsmith/render` gets folded mockups).
 */
export interface FoldedPacks {
  /** Whether this template is drawn from its folded structure. */
  folds(template: PackagingTemplate): boolean;
  /** Asks the label for every panel the structure prints, without drawing (a placed artwork cuts its faces after this). */
  askPanels(template: PackagingTemplate, label: LabelSource): void;
  draw(svg: Svg, template: PackagingTemplate, view: View, label: LabelSource): Promise<PackResult>;
}

let installed: FoldedPacks | undefined;

/** Installs the drawer; `undefined` puts the drawn cuboid back (the before/after sheet and the bench). */
export function installFoldedPacks(packs: FoldedPacks | undefined): void {
  installed = packs;
}

export const foldedPacks = (): FoldedPacks | undefined => installed;
