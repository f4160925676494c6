/**
 * Rendering the shipped library's designs away from the server: the drawing (scene, rasterising,
 * encoding, measuring colours) is CPU work of ~25 ms a design, and a fresh install renders
 * thousands. A background process at the lowest CPU priority draws them (a request at a time,
 * by index), so requests keep both the event loop and the cores (bench/first-start.bench.ts).
 */
import {
  type LibraryItem,
  libraryItem,
  type MeasuredColour,
  measurePalette,
  renderThumbnail,
} from '@packsmith/render';
import { startBackgroundProcess } from '../../lib/background-process.ts';

/** Library thumbnails: big enough for a masonry tile on a retina phone, cheap to render. */
const THUMBNAIL_SIZE = 320;

export interface RenderedLibraryItem {
  item: LibraryItem;
  thumbnail: Buffer;
  measured: MeasuredColour[];
}

/** Library item `index`, drawn and measured (what the background process runs). */
export async function renderLibraryItem(index: number): Promise<RenderedLibraryItem> {
  const item = libraryItem(index);
  const thumbnail = await renderThumbnail(item.document, { size: THUMBNAIL_SIZE, format: 'webp' });
  return { item, thumbnail, measured: await measurePalette(thumbnail) };
}

export type WorkerRequest = { index: number };
export type WorkerReply =
  | { ready: true }
  | { index: number; rendered: RenderedLibraryItem }
  | { index: number; error: string };

export interface LibraryRenderer {
  /** The background process's id. */
  pid: number | undefined;
  render(index: number): Promise<RenderedLibraryItem>;
  /** Lets the process go; resolves once it has exited. */
  close(): Promise<void>;
}

/** A low-priority background process that renders library items; `close` when done. */
export function libraryRenderer(): LibraryRenderer {
  const child = startBackgroundProcess(import.meta.url, 'library-worker');
  const pending = new Map<
    number,
    { resolve: (r: RenderedLibraryItem) => void; reject: (e: Error) => void }
  >();
  let failure: Error | null = null;
  const fail = (err: Error) => {
    failure ??= err;
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      fail(new Error(`library renderer stopped (${signal ?? code})`));
      resolve();
    });
  });
  const ready = new Promise<void>((resolve, reject) => {
    exited.then(() => reject(failure));
    child.on('error', (err) => {
      fail(err);
      reject(err);
    });
    child.on('message', (reply: WorkerReply) => {
      if ('ready' in reply) return resolve();
      const p = pending.get(reply.index);
      pending.delete(reply.index);
      if ('error' in reply) p?.reject(new Error(`library item ${reply.index}: ${reply.error}`));
      else p?.resolve(reply.rendered);
    });
  });
  ready.catch(() => {}); // reported by render()
  return {
    pid: child.pid,
    async render(index) {
      await ready;
      if (failure) throw failure;
      return new Promise((resolve, reject) => {
        pending.set(index, { resolve, reject });
        child.send({ index } satisfies WorkerRequest);
      });
    },
    async close() {
      if (child.connected) child.disconnect();
      // A process that never started has nothing to wait for.
      if (child.pid !== undefined) await exited;
    },
  };
}
