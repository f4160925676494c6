import { analyticsEventBody } from '@packsmith/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anonymousId, fileSuffix, track, trackDownloadDesign, trackSearch } from './analytics';
import { clearToken, setToken } from './auth-token';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));

/** What the n-th call sent: its URL, options and parsed body. */
function sent(n = 0) {
  const [url, init] = fetchMock.mock.calls[n]!;
  return {
    url,
    init,
    body: JSON.parse(init.body as string),
    headers: init.headers as Record<string, string>,
  };
}

beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('track()', () => {
  it('posts one keepalive event the server contract accepts, with a stable anonymousId when signed out', () => {
    track('print_service_homepage_landing');
    trackDownloadDesign('Sunny Jam · Logo.PNG', '2f1c9a4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const first = sent(0);
    expect(first.url).toBe('/api/analytics/events');
    expect(first.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(first.headers.authorization).toBeUndefined();
    expect(first.body).toEqual({
      name: 'print_service_homepage_landing',
      properties: {},
      anonymousId: anonymousId(),
    });
    expect(sent(1).body).toEqual({
      name: 'download_design',
      properties: { suffix: 'png', assetId: '2f1c9a4e-8a7b-4c1d-9e2f-3a4b5c6d7e8f' },
      anonymousId: first.body.anonymousId,
    });
    expect(first.body.anonymousId).toMatch(/^[0-9a-f]{32}$/);
    for (const n of [0, 1]) expect(analyticsEventBody.safeParse(sent(n).body).success).toBe(true);
  });

  it('sends the bearer token when signed in', () => {
    setToken('tok-analytics');
    trackSearch({ query: 'kraft pouch', colours: ['green'] });
    expect(sent().headers.authorization).toBe('Bearer tok-analytics');
    expect(sent().body).toMatchObject({
      name: 'search',
      properties: { query: 'kraft pouch', colours: ['green'] },
    });
    clearToken();
  });

  it('never throws or rejects: a failed request and a missing fetch are both swallowed', async () => {
    const rejected = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.stubGlobal('fetch', rejected);
    expect(() => track('logout')).not.toThrow();
    await expect(rejected.mock.results[0]!.value).rejects.toThrow();
    vi.stubGlobal('fetch', () => {
      throw new TypeError('fetch is not defined');
    });
    expect(() => track('logout')).not.toThrow();
  });

  it('keeps a per-page id when storage is refused', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(anonymousId()).toBe(anonymousId());
    expect(anonymousId()).toMatch(/^[0-9a-f]{32}$/);
  });

  it('is typed by the event catalogue', () => {
    // @ts-expect-error download_design needs its suffix
    track('download_design');
    // @ts-expect-error logout takes no properties
    track('logout', { plan: 'pro' });
    // @ts-expect-error not an event
    track('page_view');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});

describe('fileSuffix()', () => {
  it('is the lower-case extension, or file', () => {
    expect(fileSuffix('Brand · Logo.SVG')).toBe('svg');
    expect(fileSuffix('photo.jpeg')).toBe('jpeg');
    expect(fileSuffix('README')).toBe('file');
    expect(fileSuffix('.hidden')).toBe('file');
    expect(fileSuffix('weird.name with space')).toBe('file');
  });
});
