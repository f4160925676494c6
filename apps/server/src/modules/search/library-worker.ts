/** The background process behind libraryRenderer (library-render.ts): one design per message. */
import { lowerProcessPriority } from '../../lib/background-process.ts';
import type { WorkerReply, WorkerRequest } from './library-render.ts';

// Before the engine loads, so that loading it already runs at the low priority.
lowerProcessPriority();
const { renderLibraryItem } = await import('./library-render.ts');

process.on('message', async ({ index }: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { index, rendered: await renderLibraryItem(index) };
  } catch (err) {
    reply = { index, error: err instanceof Error ? err.message : String(err) };
  }
  process.send?.(reply);
});
process.send?.({ ready: true } satisfies WorkerReply);
// The server stopped or closed the channel: nothing more will be asked.
process.on('disconnect', () => process.exit(0));
