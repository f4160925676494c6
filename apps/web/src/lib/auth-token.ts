/** The bearer token lives in localStorage so every tab shares one session. */
const KEY = 'packsmith.token';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage refused (privacy settings): no stored session
  }
}

export function getToken(): string | null {
  return storage()?.getItem(KEY) ?? null;
}

export function setToken(token: string): void {
  storage()?.setItem(KEY, token);
  emit();
}

export function clearToken(): void {
  if (getToken() === null) return;
  storage()?.removeItem(KEY);
  emit();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function emit() {
  for (const listener of listeners) listener();
}
