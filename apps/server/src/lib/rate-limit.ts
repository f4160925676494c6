/**
 * A per-process fixed-window counter: `limit` hits per key per `windowMs`. Kept in memory because
 * the PostHog adapter stores nothing to count; the key space is bounded too (`maxKeys`), so a
 * flood from many addresses cannot grow it without end: once full, new keys wait for the window.
 */
export function windowLimiter({
  limit,
  windowMs = 60_000,
  maxKeys = 100_000,
  now = Date.now,
}: {
  limit: number;
  windowMs?: number;
  maxKeys?: number;
  now?: () => number;
}) {
  let windowStart = now();
  const hits = new Map<string, number>();
  /** Counts one hit for `key`; false when the key is over its limit for this window. */
  return function allow(key: string): boolean {
    if (now() - windowStart >= windowMs) {
      windowStart = now();
      hits.clear();
    }
    const n = hits.get(key) ?? 0;
    if (n >= limit || (n === 0 && hits.size >= maxKeys)) return false;
    hits.set(key, n + 1);
    return true;
  };
}
