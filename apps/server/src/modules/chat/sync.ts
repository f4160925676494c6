/**
 * Starting a posted turn, and the synchronous answer. A process that runs turns (ROLE all or
 * worker) runs it at once, in the request, and the POST answers with the outputs when that takes
 * no longer than CHAT_SYNC_WAIT_MS; a longer turn carries on in the background. An API-only
 * process queues the job and watches the conversation for the same wait. A turn that did not run
 * here (another run holds it, or the database failed mid-way) is queued; a turn whose process
 * died is queued again by the stalled-turn sweep, as a lost job is.
 */
import type { AppDeps } from '../../ports.ts';
import { type MessageRow, replyTo, runningTurn } from './repository.ts';
import { type ChatTurnDeps, type FreshTurn, startChatTurn } from './turn.ts';

export type TurnStarterDeps = ChatTurnDeps & Pick<AppDeps, 'config'>;

/** How often an API-only process looks at a queued turn while the POST waits. */
const WATCH_EVERY_MS = 40;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function turnStarter(deps: TurnStarterDeps, enqueue: (conversationId: string) => Promise<void>) {
  const inFlight = new Set<Promise<unknown>>();

  /** The AI's answer once the turn has settled, or null when the deadline passes first. */
  async function watch(conversationId: string, turn: MessageRow, deadline: number) {
    while (Date.now() < deadline) {
      if ((await runningTurn(deps.db, conversationId)) !== turn.id)
        return replyTo(deps.db, conversationId, turn.seq);
      await sleep(WATCH_EVERY_MS);
    }
    return null;
  }

  const track = (p: Promise<unknown>) => {
    const tracked = p.finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
  };

  /** Runs the turn here (answered as soon as it settles); what this run could not finish goes to the queue. */
  function runHere(conversationId: string, fresh?: FreshTurn) {
    const { answered, finished, reply } = startChatTurn(deps, conversationId, fresh);
    const run = answered
      .catch((err) => {
        deps.log?.warn({ err, conversationId }, 'chat turn stopped in the request; queued');
        return 'failed' as const;
      })
      .then(async (outcome) => {
        if (outcome === 'skipped' || outcome === 'failed') await enqueue(conversationId);
        return outcome;
      });
    track(run);
    // the follow-up work (thumbnails, colours, search) after the answer; a failed turn is logged above
    track(finished.catch(() => {}));
    return { run, reply };
  }

  return {
    /** Starts the turn of `turn` (the user message); its AI answer when it settled within the wait. */
    async start(conversationId: string, turn: MessageRow, fresh?: FreshTurn): Promise<MessageRow | null> {
      const wait = deps.config.CHAT_SYNC_WAIT_MS;
      if (wait <= 0) {
        await enqueue(conversationId);
        return null;
      }
      const deadline = Date.now() + wait;
      if (deps.config.ROLE === 'api') {
        await enqueue(conversationId);
        return watch(conversationId, turn, deadline);
      }
      let timer: NodeJS.Timeout | undefined;
      const here = runHere(conversationId, fresh);
      const outcome = await Promise.race([
        here.run,
        new Promise<'waiting'>((resolve) => {
          timer = setTimeout(() => resolve('waiting'), wait);
        }),
      ]);
      clearTimeout(timer);
      // the answer this run wrote as it settled
      if (outcome === 'completed' || outcome === 'error')
        return here.reply() ?? replyTo(deps.db, conversationId, turn.seq);
      // another run has it: its answer may still come within the wait
      if (outcome === 'skipped') return watch(conversationId, turn, deadline);
      return null;
    },
    /** Waits for the turns still running in this process (on shutdown). */
    drain: () => Promise.allSettled([...inFlight]),
  };
}
