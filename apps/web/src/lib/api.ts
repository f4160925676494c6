import { extractErrorMessage, MESSAGES } from '@packsmith/core';
import { clearToken, getToken } from './auth-token';
import { currentPath, navigateTo } from './navigation';
import { loginUrl, redirectForStatus } from './redirects';

export type ApiErrorKind = 'http' | 'network';

/** Every failed call rejects with this: the status (0 for network), the server's code and message. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: string | null,
    message: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Per-call opt-out of the shared 401/404/500 redirects: `false` for none, or per status. */
export type RedirectOptions = false | { 401?: boolean; 404?: boolean; 500?: boolean };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  redirects?: RedirectOptions;
  /** Text shown when the server gives no message. */
  fallbackMessage?: string;
  /** Send the bearer token (default true). */
  auth?: boolean;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

function redirectAllowed(redirects: RedirectOptions | undefined, status: 401 | 404 | 500): boolean {
  if (redirects === false) return false;
  return redirects?.[status] ?? true;
}

function handleFailureRedirect(status: number, redirects: RedirectOptions | undefined, path: string): void {
  const target = redirectForStatus(status);
  if (target === 'login' && redirectAllowed(redirects, 401)) {
    clearToken();
    navigateTo(loginUrl(currentPath()), { replace: true });
  } else if (target === '/404' && redirectAllowed(redirects, 404)) {
    navigateTo('/404', { replace: true });
  } else if (target === '/500' && redirectAllowed(redirects, 500)) {
    navigateTo('/500', { replace: true });
  } else if (target === null) {
    console.warn(`[api] ${status} from ${path}`);
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text; // not JSON (a proxy's HTML error page, plain text): the text is the body
  }
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, redirects, auth = true } = options;
  const fallback = options.fallbackMessage ?? MESSAGES.generic.internal;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    console.warn(`[api] network failure for ${path}`, error);
    throw new ApiError('network', 0, 'network', "We couldn't reach Packsmith. Check your connection.");
  }

  const parsed = await readBody(response);
  if (!response.ok) {
    const code =
      parsed && typeof parsed === 'object' && 'error' in parsed
        ? ((parsed as { error?: { code?: string } }).error?.code ?? null)
        : null;
    handleFailureRedirect(response.status, redirects, path);
    throw new ApiError('http', response.status, code, extractErrorMessage(parsed, fallback), parsed);
  }
  return parsed as T;
}

/** A signed-in file download (a PDF made on request): the bytes, or the server's error message. */
export async function requestBlob(path: string): Promise<Blob> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError('network', 0, 'network', "We couldn't reach Packsmith. Check your connection.");
  }
  if (!response.ok) {
    const parsed = await readBody(response);
    throw new ApiError(
      'http',
      response.status,
      null,
      extractErrorMessage(parsed, MESSAGES.generic.internal),
      parsed,
    );
  }
  return response.blob();
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
