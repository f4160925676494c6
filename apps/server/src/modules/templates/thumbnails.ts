/**
 * Packaging template thumbnails: each catalogue template rendered by the local design engine
 * with one neutral house design, so the pickers show the real silhouette the generators use.
 * Renders are cached in memory per template (the catalogue is fixed, ~105 entries of ~15 KB);
 * concurrent requests for the same template share one render.
 */
import { createHash } from 'node:crypto';
import { getTemplate, type PackagingTemplate } from '@packsmith/core';
import { type PackagingDocument, renderThumbnail } from '@packsmith/render';

/** Square edge in px: sharp on a 2× screen for the picker's ~180 px tiles. */
export const TEMPLATE_THUMBNAIL_SIZE = 384;

/** Where the web app loads a template's thumbnail (under /api so the dev proxy forwards it). */
export const templateThumbnailPath = (id: string) =>
  `/api/templates/${encodeURIComponent(id)}/thumbnail.webp`;

/** Boxes and trays read better turned a little; everything else faces the camera. */
const viewFor = (t: PackagingTemplate): PackagingDocument['view'] =>
  t.render.family === 'box' || t.render.family === 'tray' ? 'three-quarter-left' : 'front';

/** The neutral design every thumbnail wears (the same look as docs/gallery/templates.webp). */
export function thumbnailDocument(t: PackagingTemplate): PackagingDocument {
  return {
    version: 1,
    kind: 'packaging',
    seed: 7,
    template: t.id,
    view: viewFor(t),
    layout: 'band',
    palette: {
      background: '#ECEAE5',
      primary: '#27374D',
      secondary: '#DDE6ED',
      accent: '#C8A45D',
      ink: '#1B1B1B',
      paper: '#F7F5F0',
    },
    typography: {
      display: 'montserrat-800',
      body: 'montserrat-600',
      accent: 'greatvibes-400',
      upper: true,
      tracking: 0.02,
    },
    pattern: { kind: 'grid', scale: 1, angle: 0, opacity: 0.12 },
    text: {
      brand: 'Your Brand',
      slogan: '',
      variant: 'Original',
      descriptor: t.product,
      netContent: '',
      claims: [],
      backCopy: '',
    },
    symbol: 'sparkle',
    background: { colour: '#ECEAE5', style: 'sweep' },
    meta: { engine: 'packsmith-local-design-engine', generator: 'template-thumbnail', title: t.product },
  };
}

export interface Thumbnail {
  bytes: Buffer;
  etag: string;
}

export type ThumbnailRenderer = (t: PackagingTemplate) => Promise<Buffer>;

const engineRenderer: ThumbnailRenderer = (t) =>
  renderThumbnail(thumbnailDocument(t), { size: TEMPLATE_THUMBNAIL_SIZE, format: 'webp' });

/**
 * `get(id)` → the template's thumbnail, or null for an unknown id. A failed render is not
 * cached, so the next request tries again.
 */
export function thumbnailCache(render: ThumbnailRenderer = engineRenderer) {
  const cache = new Map<string, Promise<Thumbnail>>();
  let renders = 0;
  return {
    get(id: string): Promise<Thumbnail> | null {
      const template = getTemplate(id);
      if (!template) return null;
      let entry = cache.get(template.id);
      if (!entry) {
        renders++;
        entry = render(template).then((bytes) => ({
          bytes,
          etag: `"${createHash('sha1').update(bytes).digest('base64url').slice(0, 22)}"`,
        }));
        entry.catch(() => cache.delete(template.id));
        cache.set(template.id, entry);
      }
      return entry;
    },
    /** Renders started so far (tests check that repeats are served from memory). */
    get renders() {
      return renders;
    },
  };
}
export type ThumbnailCache = ReturnType<typeof thumbnailCache>;
