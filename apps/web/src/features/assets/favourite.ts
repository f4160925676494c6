/**
 * The favourite rule (spec part 2, 4): flip optimistically, then the server's value wins; on a
 * failure, or when the response lacks a value, the toggle reverts. Also the cache patching that
 * applies a value to every cached shape holding the asset. Pure; tested in favourite.test.ts.
 */

/** Value shown while the request is in flight. */
export function optimisticFavourite(previous: boolean): boolean {
  return !previous;
}

/**
 * The value to keep once PATCH /api/assets/{id}/favourite has answered: `data.isFavourite`
 * when it is a boolean, otherwise the value from before the click.
 */
export function reconcileFavourite(previous: boolean, response: unknown): boolean {
  if (response && typeof response === 'object' && 'data' in response) {
    const data = (response as { data?: unknown }).data;
    if (data && typeof data === 'object' && 'isFavourite' in data) {
      const value = (data as { isFavourite?: unknown }).isFavourite;
      if (typeof value === 'boolean') return value;
    }
  }
  return previous;
}

interface Favouritable {
  id: string;
  isFavourite: boolean;
}

const isFavouritable = (v: unknown): v is Favouritable =>
  !!v &&
  typeof v === 'object' &&
  typeof (v as Favouritable).id === 'string' &&
  typeof (v as Favouritable).isFavourite === 'boolean';

function patchArray<T>(list: readonly T[], id: string, value: boolean): readonly T[] {
  let changed = false;
  const next = list.map((item) => {
    if (isFavouritable(item) && item.id === id && item.isFavourite !== value) {
      changed = true;
      return { ...item, isFavourite: value };
    }
    return item;
  });
  return changed ? next : list;
}

/**
 * Sets `isFavourite` on asset `id` in any cached shape: one asset, a page `{data: Asset[]}`, or
 * infinite pages `{pages: [{data: Asset[]}], pageParams}`. Returns the same object when nothing
 * changed, so unrelated queries don't re-render.
 */
export function setFavouriteIn<T>(cached: T, id: string, value: boolean): T {
  if (!cached || typeof cached !== 'object') return cached;
  if (isFavouritable(cached)) {
    return cached.id === id && cached.isFavourite !== value ? { ...cached, isFavourite: value } : cached;
  }
  const obj = cached as Record<string, unknown>;
  if (Array.isArray(obj.data)) {
    const data = patchArray(obj.data, id, value);
    return data === obj.data ? cached : ({ ...obj, data } as T);
  }
  if (Array.isArray(obj.pages)) {
    let changed = false;
    const pages = obj.pages.map((page) => {
      const next = setFavouriteIn(page, id, value);
      if (next !== page) changed = true;
      return next;
    });
    return changed ? ({ ...obj, pages } as T) : cached;
  }
  return cached;
}

/** The cached favourite value of asset `id` in any of the shapes above, if present. */
export function findFavourite(cached: unknown, id: string): boolean | undefined {
  if (!cached || typeof cached !== 'object') return undefined;
  if (isFavouritable(cached)) return cached.id === id ? cached.isFavourite : undefined;
  const obj = cached as Record<string, unknown>;
  if (Array.isArray(obj.data)) {
    const hit = obj.data.find((a) => isFavouritable(a) && a.id === id) as Favouritable | undefined;
    return hit?.isFavourite;
  }
  if (Array.isArray(obj.pages)) {
    for (const page of obj.pages) {
      const v = findFavourite(page, id);
      if (v !== undefined) return v;
    }
  }
  return undefined;
}
