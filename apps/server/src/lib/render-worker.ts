/** The background process behind a render pool (render-pool.ts): runs each named task it is sent. */
import { lowerProcessPriority } from './background-process.ts';
import type { RenderReply, RenderRequest } from './render-tasks.ts';

// Before the engine loads, so that loading it already runs at the low priority.
lowerProcessPriority();
const { renderTasks } = await import('./render-tasks.ts');

process.on('message', async ({ id, name, args }: RenderRequest) => {
  let reply: RenderReply;
  try {
    const task = renderTasks[name] as (...a: unknown[]) => Promise<unknown>;
    reply = { id, result: await task(...args) };
  } catch (err) {
    const e = err instanceof Error ? err : new Error(String(err));
    reply = { id, error: { name: e.name, message: e.message } };
  }
  process.send?.(reply);
});
process.send?.({ ready: true } satisfies RenderReply);
// The server stopped or closed the channel: nothing more will be asked.
process.on('disconnect', () => process.exit(0));
