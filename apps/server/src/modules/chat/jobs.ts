/** The chat-turn queue: sending, the stalled-turn sweep, and the workers. */
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { ensureQueue } from '../../jobs/boss.ts';
import { stalledConversations } from './repository.ts';
import { type ChatTurnDeps, runChatTurn } from './turn.ts';

export const CHAT_TURN_QUEUE = 'chat-turn';
export const CHAT_TURN_SWEEP_QUEUE = 'chat-turn-sweep';
/** Turns one process runs at a time (a local edit is about a second of rendering). */
const CHAT_TURN_LANES = 2;

let queue: PgBoss | null = null;
let queueLog: Logger | null = null;
let localWorkerIds: string[] = [];

/** Queues a conversation's turn (singleton per conversation). A no-op where no queue is registered (tests). */
export async function enqueueChatTurn(conversationId: string): Promise<void> {
  if (!queue) return;
  try {
    const id = await queue.send(
      CHAT_TURN_QUEUE,
      { conversationId },
      {
        singletonKey: conversationId,
        retryLimit: 3,
        retryDelay: 5,
        retryBackoff: true,
        expireInSeconds: 15 * 60,
      },
    );
    // pg-boss answers null when it did not queue the job: the sweep will
    if (!id) queueLog?.warn({ conversationId }, 'chat turn not queued; the sweep will retry');
    for (const worker of localWorkerIds) queue.notifyWorker(worker);
  } catch (err) {
    queueLog?.warn({ err, conversationId }, 'could not queue chat turn; the sweep will retry');
  }
}

export async function registerChatJobs(boss: PgBoss, deps: ChatTurnDeps & { config: Config }) {
  queue = boss;
  queueLog = deps.log ?? null;
  if (deps.config.ROLE === 'api') return;
  for (const name of [CHAT_TURN_QUEUE, CHAT_TURN_SWEEP_QUEUE]) await ensureQueue(boss, name);
  localWorkerIds = [];
  for (let lane = 0; lane < CHAT_TURN_LANES; lane++) {
    localWorkerIds.push(
      await boss.work<{ conversationId: string }>(
        CHAT_TURN_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await runChatTurn(deps, job.data.conversationId);
        },
      ),
    );
  }
  // A turn that has not moved (job lost, worker killed) is queued again; the run resumes it.
  const sweep = async () => {
    const cutoff = new Date(Date.now() - deps.config.DESIGN_ACTION_STALL_SECONDS * 1000);
    const ids = await stalledConversations(deps.db, cutoff);
    for (const id of ids) await enqueueChatTurn(id);
    if (ids.length) deps.log?.info({ count: ids.length }, 'requeued stalled chat turns');
  };
  await boss.schedule(CHAT_TURN_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(CHAT_TURN_SWEEP_QUEUE, sweep);
  await sweep();
}
