/** The chat-turn queue: one paid job per conversation's turn, its workers and its stalled-turn sweep (jobs/paid-job.ts). */
import { type PaidJobDeps, paidJob } from '../../jobs/paid-job.ts';
import { stalledConversations } from './repository.ts';
import { type ChatTurnDeps, runChatTurn } from './turn.ts';

export const CHAT_TURN_QUEUE = 'chat-turn';

export const chatTurnJob = paidJob<ChatTurnDeps & PaidJobDeps>({
  // Two turns per process at a time (a local edit is about a second of rendering).
  queue: {
    name: CHAT_TURN_QUEUE,
    dataKey: 'conversationId',
    lanes: 2,
    retryDelay: 5,
    expireInSeconds: 15 * 60,
  },
  run: runChatTurn,
  // A turn that has not moved (job lost, worker killed) is queued again; the run resumes it.
  stalled: stalledConversations,
  sweptMessage: 'requeued stalled chat turns',
});
