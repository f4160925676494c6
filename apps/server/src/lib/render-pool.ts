/**
 * The process's render slots, and where the renders are drawn. A render (scene building, text
 * outlines, rasterising, encoding, watermarking) is a tenth of a second or more of CPU work; on
 * the server's own threads a burst of chat edits would take the event loop and the cores from
 * every request. So the drawing runs in a background process at the lowest CPU priority
 * (background-process.ts): requests keep the cores, renders use what is left.
 *
 * At most `concurrency` tasks hold a slot at once (RENDER_CONCURRENCY: renders at once per server
 * process); the rest wait in arrival order holding nothing (slots.ts). A task in a slot may read
 * what it needs first, then `draw` named work (render-tasks.ts) in the background process. That
 * process starts on the first draw; when it dies, what it was drawing fails (the caller refunds)
 * and the next draw starts a new one.
 */
import { EditError } from '@packsmith/render';
import { startBackgroundProcess } from './background-process.ts';
import {
  type RenderReply,
  type RenderRequest,
  type RenderTaskArgs,
  type RenderTaskName,
  type RenderTaskResult,
  renderTasks,
} from './render-tasks.ts';
import { slots } from './slots.ts';

export type Draw = <K extends RenderTaskName>(
  name: K,
  ...args: RenderTaskArgs<K>
) => Promise<RenderTaskResult<K>>;

export interface RenderPool {
  /** Runs `task` in one of the slots; what it draws runs in the background process (or in-process). */
  run<T>(task: (draw: Draw) => Promise<T>): Promise<T>;
  /** Draws one named task in a slot of its own. */
  draw: Draw;
  /**
   * Draws without a slot: work the slots never bounded, such as encoding a finished render (a
   * render's slot passes on as soon as its pixels are drawn).
   */
  drawNow: Draw;
  /** Tasks running and waiting now. */
  load(): { running: number; waiting: number };
  /** The background process's id while one runs (tests). */
  pid(): number | undefined;
  /** Lets the background process go; resolves once it has exited. */
  close(): Promise<void>;
}

/** A render the background process could not make (it failed or stopped); a refusal stays an EditError. */
export class RenderError extends Error {
  override name = 'RenderError';
}

export interface RenderPoolOptions {
  concurrency: number;
  /** Draw on this process's threads instead (the test harness; tools). */
  inProcess?: boolean;
}

/** A task drawn on this process's threads, holding no slot (tests, tools). */
export const drawHere: Draw = (name, ...args) =>
  (renderTasks[name] as (...a: unknown[]) => Promise<never>)(...args);

export function renderPool({ concurrency, inProcess = false }: RenderPoolOptions): RenderPool {
  const queue = slots(concurrency);
  const drawer = inProcess ? null : backgroundDrawer();
  const draw: Draw = drawer ? drawer.draw : drawHere;
  return {
    run: (task) => queue.run(() => task(draw)),
    draw: (name, ...args) => queue.run(() => draw(name, ...args)),
    drawNow: draw,
    load: queue.load,
    pid: () => drawer?.pid(),
    close: async () => drawer?.close(),
  };
}

type Pending = { resolve: (value: never) => void; reject: (err: Error) => void };

/** One background process at a time, started when first needed and again after it died. */
function backgroundDrawer() {
  let current: ReturnType<typeof startRenderer> | null = null;
  let nextId = 0;
  const renderer = () => {
    if (!current) {
      const started = startRenderer();
      current = started;
      started.exited.then(() => {
        if (current === started) current = null;
      });
    }
    return current;
  };
  return {
    draw: (async (name, ...args) => {
      const r = renderer();
      await r.ready;
      return new Promise((resolve, reject) => {
        const id = nextId++;
        r.pending.set(id, { resolve, reject } as Pending);
        r.child.channel?.ref();
        r.child.send({ id, name, args } satisfies RenderRequest, (err) => {
          if (!err) return;
          r.pending.delete(id);
          reject(new RenderError(`The renderer did not take the task: ${err.message}`));
        });
      });
    }) as Draw,
    pid: () => current?.child.pid,
    async close() {
      const r = current;
      if (!r) return;
      if (r.child.connected) r.child.disconnect();
      if (r.child.pid !== undefined) await r.exited;
    },
  };
}

function startRenderer() {
  const child = startBackgroundProcess(import.meta.url, 'render-worker');
  const pending = new Map<number, Pending>();
  const fail = (err: Error) => {
    for (const p of pending.values()) p.reject(err);
    pending.clear();
  };
  let markReady: () => void = () => {};
  let markFailed: (err: Error) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    markReady = resolve;
    markFailed = reject;
  });
  const exited = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      const err = new RenderError(`The renderer stopped (${signal ?? code})`);
      markFailed(err);
      fail(err);
      resolve();
    });
  });
  child.on('error', (err) => {
    markFailed(new RenderError(err.message));
    fail(new RenderError(err.message));
  });
  child.on('message', (reply: RenderReply) => {
    if ('ready' in reply) {
      if (!pending.size) child.channel?.unref();
      return markReady();
    }
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if (!pending.size) child.channel?.unref();
    if (!p) return;
    if ('error' in reply)
      p.reject(
        reply.error.name === 'EditError'
          ? new EditError(reply.error.message)
          : new RenderError(reply.error.message),
      );
    else p.resolve(reply.result as never);
  });
  // An idle renderer keeps no process alive: the channel is held while it starts and while tasks are out.
  child.unref();
  ready.catch(() => {}); // reported to the draw that waits on it
  return { child, pending, ready, exited };
}
