import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api } from './api';
import { getToken, setToken } from './auth-token';
import { setNavigator } from './navigation';

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

function respond(status: number, body: unknown) {
  return vi.fn(async () => new Response(body === undefined ? '' : JSON.stringify(body), { status }));
}

const navigate = vi.fn();

/** The ApiError a call rejects with (fails the test if it resolves). */
function failure(promise: Promise<unknown>): Promise<ApiError> {
  return promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: ApiError) => error,
  );
}

beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: memoryStorage(),
    location: { pathname: '/dashboard/sessions/s1', search: '?assetId=a1' },
    addEventListener: () => {},
    removeEventListener: () => {},
  });
  navigate.mockReset();
  setNavigator(navigate);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('api client', () => {
  it('sends the bearer token and returns the body', async () => {
    setToken('tok-1');
    const fetchMock = respond(200, { data: { ok: true } });
    vi.stubGlobal('fetch', fetchMock);
    await expect(api.get('/api/x', { query: { a: 1, b: undefined } })).resolves.toEqual({
      data: { ok: true },
    });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/x?a=1');
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok-1');
  });

  it('on 401 drops the token and goes to /login with the current path', async () => {
    setToken('tok-1');
    vi.stubGlobal(
      'fetch',
      respond(401, { message: 'Please sign in to continue.', error: { code: 'unauthorized', message: 'x' } }),
    );
    const error = await failure(api.get('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(getToken()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fdashboard%2Fsessions%2Fs1%3FassetId%3Da1', {
      replace: true,
    });
  });

  it('on 404 goes to /404 and on 500 to /500', async () => {
    vi.stubGlobal(
      'fetch',
      respond(404, { message: 'Not found', error: { code: 'not_found', message: 'Not found' } }),
    );
    await api.get('/api/x').catch(() => {});
    expect(navigate).toHaveBeenLastCalledWith('/404', { replace: true });
    vi.stubGlobal('fetch', respond(500, {}));
    await api.get('/api/x').catch(() => {});
    expect(navigate).toHaveBeenLastCalledWith('/500', { replace: true });
  });

  it('lets a call opt out of the redirects, per status or entirely', async () => {
    vi.stubGlobal('fetch', respond(404, {}));
    await api.get('/api/x', { redirects: { 404: false } }).catch(() => {});
    vi.stubGlobal('fetch', respond(500, {}));
    await api.get('/api/x', { redirects: false }).catch(() => {});
    vi.stubGlobal('fetch', respond(401, {}));
    await api.get('/api/x', { redirects: false }).catch(() => {});
    expect(navigate).not.toHaveBeenCalled();
  });

  it('only logs other statuses', async () => {
    vi.stubGlobal('fetch', respond(403, { message: 'Nope', error: { code: 'forbidden', message: 'No' } }));
    const error = await failure(api.get('/api/x'));
    expect(navigate).not.toHaveBeenCalled();
    expect(console.warn).toHaveBeenCalled();
    expect(error.code).toBe('forbidden');
  });

  it('reads message, then error.message, then the fallback', async () => {
    vi.stubGlobal('fetch', respond(400, { message: 'First', error: { code: 'c', message: 'Second' } }));
    expect((await failure(api.post('/api/x', {}))).message).toBe('First');
    vi.stubGlobal('fetch', respond(400, { error: { code: 'c', message: 'Second' } }));
    expect((await failure(api.post('/api/x', {}))).message).toBe('Second');
    vi.stubGlobal('fetch', respond(400, undefined));
    expect((await failure(api.post('/api/x', {}, { fallbackMessage: 'Fallback' }))).message).toBe('Fallback');
  });

  it('reports network failures as kind "network" without redirecting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(api.get('/api/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error.kind).toBe('network');
    expect(error.status).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });
});
