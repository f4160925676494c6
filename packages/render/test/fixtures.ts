import type { PackagingDocument } from '../src/document/design-document.ts';

/** A complete packaging document used by tests and scripts. */
export function sampleDoc(over: Partial<PackagingDocument> = {}): PackagingDocument {
  return {
    version: 1,
    kind: 'packaging',
    seed: 7,
    template: 'drinks-can',
    view: 'front',
    layout: 'band',
    palette: {
      background: '#E9E4DC',
      primary: '#1F3A5F',
      secondary: '#F2C14E',
      accent: '#F26B38',
      ink: '#1A1A1A',
      paper: '#FAF6EE',
    },
    typography: {
      display: 'montserrat-800',
      body: 'montserrat-600',
      accent: 'greatvibes-400',
      upper: true,
      tracking: 0.02,
    },
    pattern: { kind: 'dots', scale: 1, angle: 35, opacity: 0.15 },
    text: {
      brand: 'Northbound',
      slogan: 'Slow steeped',
      variant: 'Oat Milk Latte',
      descriptor: 'Cold Brew Coffee',
      netContent: '330 ml',
      claims: ['Vegan'],
      backCopy: '',
    },
    symbol: 'coffee',
    background: { colour: '#E9E4DC', style: 'sweep' },
    meta: { engine: 'packsmith-local-design-engine', generator: 'test' },
    ...over,
  };
}

/** A herbal tea brand with a full set of copy: the print galleries' sample design. */
export const FERNLEAF: Partial<PackagingDocument> = {
  seed: 11,
  palette: {
    background: '#EDE6DA',
    primary: '#2F5D50',
    secondary: '#E8C07D',
    accent: '#C8553D',
    ink: '#1B1B1B',
    paper: '#F7F1E3',
  },
  text: {
    brand: 'Fernleaf',
    slogan: 'Picked at dawn',
    variant: 'Mint & Lemon Balm',
    descriptor: 'Herbal Infusion',
    netContent: '20 tea bags',
    claims: ['Organic'],
    backCopy: 'Whole leaves of garden mint and lemon balm, dried slowly and packed by hand.',
  },
  symbol: 'leaf',
};
