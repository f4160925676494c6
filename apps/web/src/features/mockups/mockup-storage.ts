/**
 * The logged-out mockup form, kept in this browser while its owner signs up: a local database
 * named `mockup-storage` holding one record (part 2 §4). After sign-in it is submitted once.
 */
import type { toStoredMockup } from './rules';

const DB_NAME = 'mockup-storage';
const STORE = 'form';
const KEY = 'request';

/** One record: the form's values; its logged-out uploads are saved as the user's assets after sign-in. */
export type StoredMockup = ReturnType<typeof toStoredMockup>;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error);
  });
}

async function run<T>(mode: IDBTransactionMode, op: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const req = op(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error);
    });
  } finally {
    db.close();
  }
}

export const saveStoredMockup = (record: StoredMockup) => run('readwrite', (s) => s.put(record, KEY));

/** The stored form, or null (none, or storage unavailable). */
export async function readStoredMockup(): Promise<StoredMockup | null> {
  try {
    return ((await run('readonly', (s) => s.get(KEY))) as StoredMockup | undefined) ?? null;
  } catch {
    return null;
  }
}

export async function clearStoredMockup(): Promise<void> {
  try {
    await run('readwrite', (s) => s.delete(KEY));
  } catch {
    // Storage unavailable: nothing could have been stored either.
  }
}
