import type { View } from '@packsmith/core/catalogue/index';
import type { DesignDocument } from '../document.ts';
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
}

export function summariseDocument(doc: DesignDocument | undefined, seed = 0): DocumentSummary {
  if (!doc) return { kind: 'raster', seed };
  switch (doc.kind) {
    case 'packaging':
      return {
        kind: doc.kind,
        seed: doc.seed,
        template: doc.template,
        view: doc.view,
        text: { ...doc.text },
        claims: doc.text.claims,
      };
    case 'logo':
      return { kind: doc.kind, seed: doc.seed, text: { brand: doc.text.brand, tagline: doc.text.tagline } };
    case 'imagery':
      return { kind: doc.kind, seed: doc.seed, text: { headline: doc.headline } };
    case 'mockup':
      return { kind: doc.kind, seed: doc.seed, template: doc.template, view: doc.view };
    default:
      return { kind: doc.kind, seed: doc.seed };
  }
}

/** Edits that work on plain pixels (uploads with no document); the rest need an image provider. */
export const RASTER_EDITS: readonly EditType[] = ['upscale', 'zoom-out', 'recolour', 'set-background'];

/** Whether an edit applies to what is being edited. */
export function supportedFor(kind: DocumentSummary['kind'], type: EditType): boolean {
  return kind === 'raster' ? RASTER_EDITS.includes(type) : EDIT_SUPPORT[type].includes(kind);
}
