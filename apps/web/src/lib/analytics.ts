import type { AnalyticsEventName, AnalyticsEventProperties } from '@packsmith/core';
import { getToken } from './auth-token';

const ENDPOINT = '/api/analytics/events';
const ANONYMOUS_ID_KEY = 'packsmith.anonymousId';

let pageAnonymousId: string | null = null;

/** 32 random hex characters (crypto.randomUUID needs a secure context; a LAN address is not one). */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's own id for events sent while signed out, kept in localStorage (or for the page's
 * life where storage is refused). The server ignores it once the caller is signed in.
 */
export function anonymousId(): string {
  try {
    const stored = window.localStorage.getItem(ANONYMOUS_ID_KEY);
    if (stored) return stored;
    const id = randomId();
    window.localStorage.setItem(ANONYMOUS_ID_KEY, id);
    return id;
  } catch {
    pageAnonymousId ??= randomId();
    return pageAnonymousId;
  }
}

/** Events without properties may leave them out. */
type PropertiesArg<N extends AnalyticsEventName> =
  Record<string, never> extends AnalyticsEventProperties<N>
    ? [properties?: AnalyticsEventProperties<N>]
    : [properties: AnalyticsEventProperties<N>];

/**
 * Sends one product event (spec part 2 §3), fire and forget: a keepalive request, so it still
 * leaves when the page is being left; it never throws and nothing waits for it.
 */
export function track<N extends AnalyticsEventName>(name: N, ...[properties]: PropertiesArg<N>): void {
  const token = getToken();
  try {
    fetch(ENDPOINT, {
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ name, properties: properties ?? {}, anonymousId: anonymousId() }),
    }).catch(() => undefined);
  } catch {
    // No fetch (or a refused request): analytics is never worth an error.
  }
}

/** A file name's extension, lower case ('Brand · Logo.PNG' → 'png'); 'file' when it has none. */
export function fileSuffix(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  const ext = dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
  return /^[a-z0-9]{1,10}$/.test(ext) ? ext : 'file';
}

/** download_design: every place the web downloads an image calls this with the saved file's name. */
export const trackDownloadDesign = (fileName: string, assetId?: string) =>
  track('download_design', { suffix: fileSuffix(fileName), ...(assetId ? { assetId } : {}) });

// The calls of pages still to come (/search, See angles, the print service homepage): typed
// here so those pages send exactly what the server accepts.
export const trackSearch = (properties: AnalyticsEventProperties<'search'>) => track('search', properties);
export const trackGenerateAngles = (properties: AnalyticsEventProperties<'generate_angles'>) =>
  track('generate_angles', properties);
export const trackPrintServiceLanding = () => track('print_service_homepage_landing');
