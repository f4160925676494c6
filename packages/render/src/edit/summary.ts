import type { View } from '@packsmith/core/catalogue/index';
import type { DesignDocument, Emphasis, Palette, StageSet } from '../document/design-document.ts';
import type { FontKey } from '../document/font-keys.ts';
import { EDIT_SUPPORT } from './apply.ts';
import type { EditType, TextField } from './operations.ts';

/** What the reader knows about the image being edited; `raster` = an upload with no document. */
export interface DocumentSummary {
  kind: DesignDocument['kind'] | 'raster';
  seed: number;
  template?: string;
  view?: View;
  text?: Partial<Record<TextField, string>>;
  claims?: string[];
  /** Type of the brand (packaging, logo, imagery headline). */
  typography?: { display: FontKey; body: FontKey; upper: boolean; tracking: number };
  layout?: string;
  pattern?: { kind: string; scale: number; opacity: number; icon?: string };
  /** The brand symbol's icon ('' = none); a logo's mark type, letters and container. */
  symbol?: string;
  mark?: { type: 'icon' | 'monogram' | 'none'; letters: string; container: string };
  lockup?: string;
  emphasis?: Emphasis;
  /** A photographed set (photoshoots, still lifes) and whether a pack is drawn in it. */
  set?: Pick<StageSet, 'surface' | 'camera' | 'light' | 'setting' | 'wall'> & {
    props: string[];
    pack?: boolean;
    material?: string;
    finish?: string;
  };
  /** Photoshoots stored before sets: their scene. */
  scene?: string;
  mood?: string;
  composition?: string;
  subjects?: string[];
  fit?: 'auto' | 'cover' | 'contain';
  /** The document's colours by role ("swap the green for navy" finds the roles that are green). */
  palette?: Palette;
}

export function summariseDocument(doc: DesignDocument | undefined, seed = 0): DocumentSummary {
  if (!doc) return { kind: 'raster', seed };
  return 'palette' in doc ? { ...summaryOf(doc), palette: doc.palette } : summaryOf(doc);
}

function summaryOf(doc: DesignDocument): DocumentSummary {
  switch (doc.kind) {
    case 'packaging':
      return {
        kind: doc.kind,
        seed: doc.seed,
        template: doc.template,
        view: doc.view,
        text: { ...doc.text },
        claims: doc.text.claims,
        typography: typographyOf(doc.typography),
        layout: doc.layout,
        pattern: { ...doc.pattern },
        symbol: doc.symbol,
        ...(doc.emphasis ? { emphasis: doc.emphasis } : {}),
      };
    case 'logo':
      return {
        kind: doc.kind,
        seed: doc.seed,
        text: { brand: doc.text.brand, tagline: doc.text.tagline },
        typography: typographyOf(doc.typography),
        symbol: doc.symbol.type === 'icon' ? doc.symbol.icon : '',
        mark: { type: doc.symbol.type, letters: doc.symbol.letters, container: doc.symbol.container },
        lockup: doc.lockup,
        ...(doc.emphasis ? { emphasis: doc.emphasis } : {}),
      };
    case 'imagery':
      return {
        kind: doc.kind,
        seed: doc.seed,
        text: { headline: doc.headline },
        typography: typographyOf(doc.typography),
        mood: doc.mood,
        composition: doc.composition,
        subjects: doc.subjects,
        ...(doc.still
          ? {
              set: {
                surface: doc.still.surface,
                camera: doc.still.camera,
                light: doc.still.light,
                setting: doc.still.setting,
                wall: doc.still.wall,
                props: doc.still.props,
                pack: Boolean(doc.still.pack),
                material: doc.still.material,
                finish: doc.still.finish,
              },
            }
          : {}),
      };
    case 'mockup':
      return { kind: doc.kind, seed: doc.seed, template: doc.template, view: doc.view, fit: doc.fit };
    case 'photoshoot':
      return {
        kind: doc.kind,
        seed: doc.seed,
        ...(doc.set
          ? {
              set: {
                surface: doc.set.surface,
                camera: doc.set.camera,
                light: doc.set.light,
                setting: doc.set.setting,
                wall: doc.set.wall,
                props: doc.set.props,
              },
            }
          : { scene: doc.scene }),
      };
  }
}

const typographyOf = (t: { display: FontKey; body: FontKey; upper: boolean; tracking: number }) => ({
  display: t.display,
  body: t.body,
  upper: t.upper,
  tracking: t.tracking,
});

/** Edits that work on plain pixels (uploads with no document); the rest need an image provider. */
export const RASTER_EDITS: readonly EditType[] = ['upscale', 'zoom-out', 'recolour', 'set-background'];

/** Whether an edit applies to what is being edited. */
export function supportedFor(kind: DocumentSummary['kind'], type: EditType): boolean {
  return kind === 'raster' ? RASTER_EDITS.includes(type) : EDIT_SUPPORT[type].includes(kind);
}
