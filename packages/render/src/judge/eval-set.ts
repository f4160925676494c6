/**
 * The judge's evaluation set: clean packaging designs, each with twins that carry one known
 * defect a designer would reject — text that does not stand off its ground, type too small to
 * read (or to be legal on a food label), the brand turned on its side, text crowding the trim,
 * a rainbow of colours. `judge-eval.test.ts` renders every design and checks that each defective
 * twin scores below its clean one, and that MULTI picks the clean one; docs/judge.md holds the
 * figures.
 */
import { TEMPLATES } from '@packsmith/core/catalogue/index';
import type { Layout, PackagingDocument, Palette } from '../document/design-document.ts';
import { packagingConceptDocument, readBrief } from '../generators/packaging.ts';

export const DEFECTS = [
  'low contrast',
  'tiny type',
  'rotated brand',
  'text at trim',
  'too many colours',
] as const;
export type Defect = (typeof DEFECTS)[number];

export interface JudgePair {
  name: string;
  defect: Defect;
  clean: PackagingDocument;
  flawed: PackagingDocument;
}

/** Clean designs: a brief, a layout and a palette with dark ink on a light label (or the reverse). */
const BASES: { brand: string; template: string; prompt: string; layout: Layout; colours: string[] }[] = [
  {
    brand: 'Northbound',
    template: 'tall-drinks-can',
    prompt: 'cold brew coffee',
    layout: 'band',
    colours: ['#1F3A5F', '#F2C14E'],
  },
  {
    brand: 'Rocket Crunch',
    template: 'food-product-box',
    prompt: 'kids breakfast cereal',
    layout: 'hero-type',
    colours: ['#C0392B', '#FFF4D6'],
  },
  {
    brand: 'Hedgerow',
    template: 'glass-jar',
    prompt: 'raspberry jam',
    layout: 'badge',
    colours: ['#7A1F3D', '#F7E8D0'],
  },
  {
    brand: 'Lumière',
    template: 'dropper-bottle',
    prompt: 'vitamin c face serum',
    layout: 'minimal',
    colours: ['#2B2B52', '#F5EFE6'],
  },
  {
    brand: 'Pure Daily',
    template: 'supplement-tub',
    prompt: 'protein powder',
    layout: 'split',
    colours: ['#0E5E4A', '#EAF4EF'],
  },
  {
    brand: 'Waggy',
    template: 'stand-up-pouch',
    prompt: 'dog treats',
    layout: 'illustrated',
    colours: ['#2F4858', '#F6D55C'],
  },
  {
    brand: 'Hearth',
    template: 'candle-jar',
    prompt: 'amber scented candle',
    layout: 'frame',
    colours: ['#3B2A20', '#F3E6CF'],
  },
  {
    brand: 'Sparkle',
    template: 'spray-bottle',
    prompt: 'citrus surface spray',
    layout: 'band',
    colours: ['#1D4E89', '#FFFFFF'],
  },
  {
    brand: 'Old Vine',
    template: 'wine-bottle',
    prompt: 'red wine',
    layout: 'badge',
    colours: ['#4A1525', '#F4ECDD'],
  },
  {
    brand: 'Crunchies',
    template: 'snack-bag',
    prompt: 'sea salt crisps',
    layout: 'hero-type',
    colours: ['#123C69', '#FDF6E3'],
  },
];

/** Every colour a few steps from mid grey around the design's own hue: nothing stands off its ground. */
const muddy = (p: Palette): Palette => ({
  background: p.background,
  primary: '#8C8A86',
  secondary: '#96948F',
  accent: '#918E8A',
  ink: '#A09D98',
  paper: '#898682',
});

/** Six loud hues far apart on the colour wheel: the label shouts in every colour at once. */
const RAINBOW: Palette = {
  background: '#F29E4C',
  primary: '#D7263D',
  secondary: '#2EC4B6',
  accent: '#7B2CBF',
  ink: '#0B5D1E',
  paper: '#FFE74C',
};

/** The pack shrunk to a third, and to at most 45 mm: its type falls under the legal minimum. */
function shrunk(doc: PackagingDocument): PackagingDocument {
  const t = TEMPLATES.find((x) => x.id === doc.template)!;
  const { w, h, d } = t.render.params as { w: number; h: number; d?: number };
  const factor = Math.min(0.3, 45 / Math.max(w, h));
  return {
    ...doc,
    dimensions: {
      w: Math.max(5, w * factor),
      h: Math.max(5, h * factor),
      ...(d ? { d: Math.max(1, d * factor) } : {}),
    },
  };
}

/** The pack made narrow: the label's type runs to within a millimetre or two of the trim. */
function narrowed(doc: PackagingDocument): PackagingDocument {
  const t = TEMPLATES.find((x) => x.id === doc.template)!;
  const { w, h, d } = t.render.params as { w: number; h: number; d?: number };
  return { ...doc, dimensions: { w: Math.max(5, w * 0.3), h, ...(d ? { d } : {}) } };
}

function flawed(doc: PackagingDocument, defect: Defect): PackagingDocument {
  switch (defect) {
    case 'low contrast':
      return { ...doc, palette: muddy(doc.palette) };
    case 'tiny type':
      return shrunk(doc);
    case 'rotated brand':
      return { ...doc, layout: 'vertical' };
    case 'text at trim':
      return narrowed(doc);
    case 'too many colours':
      return {
        ...doc,
        palette: RAINBOW,
        pattern: { ...doc.pattern, kind: 'confetti', opacity: 0.5, scale: 2.5 },
      };
  }
}

/** The clean design of each base, and one twin per defect (10 × 5 = 50 pairs). */
export function judgePairs(): JudgePair[] {
  return BASES.flatMap((b, i) => {
    const brief = readBrief({
      brand: b.brand,
      packagingImage: b.template,
      prompt: b.prompt,
      colours: b.colours,
    });
    const clean = packagingConceptDocument(brief, b.layout, 1000 + i);
    return DEFECTS.map((defect) => ({
      name: `${b.brand} (${b.template})`,
      defect,
      clean,
      flawed: flawed(clean, defect),
    }));
  });
}
