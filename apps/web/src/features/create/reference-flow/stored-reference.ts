/**
 * A stored reference image: an image kept in local storage that a creation dialog saves as a
 * DESIGN INSPIRATION asset and then starts from, skipping its selection step (spec part 1 §4).
 * The spec names no page of this app that writes it: the key and value below are the contract for
 * whatever hands an image over (e.g. a page on the same origin, before signing in). The value is JSON:
 *
 *   { "dataUrl": "data:image/png;base64,…", "fileName": "pack.png", "flow": "variant-range" }
 *
 * `flow` (optional) names the one dialog that should take it; without it any of the packaging
 * range, variant range and photoshoot dialogs does. It is removed once taken, saved or not.
 */
import { ACCEPTED_MIME_TYPES, DESIGN_MESSAGES } from '@packsmith/core';
import type { CreateFlowId } from '../flow-store';

export const STORED_REFERENCE_KEY = 'packsmith.storedReferenceImage';

export interface StoredReference {
  dataUrl: string;
  fileName: string;
  flow?: CreateFlowId;
}

/** Toast texts when saving it fails. */
export const STORED_REFERENCE_ERRORS: Partial<Record<CreateFlowId, string>> =
  DESIGN_MESSAGES.storedReferenceFailed;

const DATA_URL = /^data:([\w/+.-]+)(;[\w=.-]+)*(;base64)?,/i;

/** The stored value, or null when absent, unreadable or not an accepted image. */
export function parseStoredReference(raw: string | null | undefined): StoredReference | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  if (typeof v.dataUrl !== 'string') return null;
  const type = DATA_URL.exec(v.dataUrl)?.[1]?.toLowerCase();
  if (!type || !(ACCEPTED_MIME_TYPES as readonly string[]).includes(type)) return null;
  const fileName =
    typeof v.fileName === 'string' && v.fileName.trim() ? v.fileName.trim() : 'reference-image';
  const flow = typeof v.flow === 'string' ? (v.flow as CreateFlowId) : undefined;
  return { dataUrl: v.dataUrl, fileName, ...(flow ? { flow } : {}) };
}

/** Whether `flow`'s dialog should take this stored reference. */
export const storedReferenceFor = (ref: StoredReference | null, flow: CreateFlowId) =>
  !!ref && (!ref.flow || ref.flow === flow);

const EXT: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
  'image/svg+xml': 'svg',
};

/** A file name with the extension its type needs (the upload rules check both). */
export function referenceFileName(name: string, type: string): string {
  const ext = EXT[type] ?? 'png';
  return /\.[a-z0-9]+$/i.test(name) ? name : `${name}.${ext}`;
}

/**
 * The stored image as a file to upload, decoded here rather than with `fetch(dataUrl)`: the
 * app's Content Security Policy (connect-src 'self') refuses to fetch data: URLs. Throws when
 * the data is not valid base64.
 */
export function storedReferenceFile(ref: StoredReference): File {
  const comma = ref.dataUrl.indexOf(',');
  const header = ref.dataUrl.slice('data:'.length, comma);
  const body = ref.dataUrl.slice(comma + 1);
  const type = header.split(';')[0]!.toLowerCase();
  const bytes = /;base64$/i.test(header)
    ? Uint8Array.from(atob(body), (c) => c.charCodeAt(0))
    : new TextEncoder().encode(decodeURIComponent(body));
  return new File([bytes], referenceFileName(ref.fileName, type), { type });
}
