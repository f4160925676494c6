/** One document of every kind (and the older photoshoot/imagery shapes) for edit tests. */
import {
  type ImageryDocument,
  imageryDocumentSchema,
  type LogoDocument,
  type MockupDocument,
  type PackagingDocument,
  type PhotoshootDocument,
  photoshootDocumentSchema,
} from '../src/document/design-document.ts';
import { imageryDocuments } from '../src/generators/imagery.ts';
import { photoshootDocuments } from '../src/generators/photoshoot.ts';
import { sampleDoc } from './fixtures.ts';

const meta = { engine: 'packsmith-local-design-engine' as const, generator: 'test' };

export const packagingFixture = (): PackagingDocument =>
  sampleDoc({ text: { ...sampleDoc().text, claims: ['Organic', 'Fair trade'] } });

export const logoFixture = (): LogoDocument => ({
  version: 1,
  kind: 'logo',
  seed: 3,
  meta,
  palette: sampleDoc().palette,
  typography: sampleDoc().typography,
  lockup: 'horizontal',
  symbol: { type: 'icon', icon: 'coffee', letters: '', container: 'none' },
  text: { brand: 'Northbound', tagline: 'Coffee' },
  background: { colour: '#FFFFFF', style: 'flat' },
});

export const mockupFixture = (): MockupDocument => ({
  version: 1,
  kind: 'mockup',
  seed: 4,
  meta,
  template: 'coffee-cup',
  view: 'front',
  artwork: { ref: 'art' },
  fit: 'cover',
  background: { colour: '#EEEEEE', style: 'sweep' },
});

export const photoshootFixture = (): PhotoshootDocument =>
  photoshootDocuments(
    'product',
    {
      productDescription: 'Glass jar of raspberry jam',
      scene: 'Rustic kitchen table with fresh berries, morning light',
      audience: 'families',
      productCategory: 'food',
      useCase: 'social media',
    },
    1,
    3,
  )[0]!;

export const legacyPhotoshootFixture = (): PhotoshootDocument =>
  photoshootDocumentSchema.parse({
    version: 1,
    kind: 'photoshoot',
    seed: 3,
    product: { ref: 'p' },
    scene: 'kitchen',
    camera: 'centred',
    light: 'soft',
    props: ['leaf'],
    palette: sampleDoc().palette,
    background: { colour: '#EEEEEE', style: 'sweep' },
    meta: { generator: 'photoshoot' },
  });

export const stillLifeFixture = (): ImageryDocument =>
  imageryDocuments('A kraft coffee pouch on white marble with coffee beans, soft light', 1, 2)[0]!;

export const imageryFixture = (): ImageryDocument =>
  imageryDocumentSchema.parse({
    version: 1,
    kind: 'imagery',
    seed: 3,
    prompt: 'A sunny morning with coffee beans',
    palette: sampleDoc().palette,
    composition: 'hero',
    subjects: ['coffee'],
    mood: 'warm',
    headline: 'Good morning',
    typography: sampleDoc().typography,
    background: { colour: '#FFFFFF', style: 'flat' },
    meta: { generator: 'imagery' },
  });
