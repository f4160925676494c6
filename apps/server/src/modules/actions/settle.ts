/**
 * Settling a design action, once, through the paid job's settle (jobs/paid-job.ts): completed
 * (credits captured, variation written) or error (credits released); the settled event's
 * listeners (session event, notification) run in the same transaction.
 */
import { DESIGN_MESSAGES } from '@packsmith/core';
import { type SettleDeps as PaidSettleDeps, settlePaid } from '../../jobs/paid-job.ts';
import type { OnDesignActionSettled } from './events.ts';
import type { ActionRow } from './repository.ts';
import { completeAction, failAction } from './repository-run.ts';

export interface SettleDeps extends PaidSettleDeps {
  /** What other modules do when an action settles (session history, the user's notification). */
  onDesignActionSettled: OnDesignActionSettled;
}

/** Guarded by the status (jobs/paid-job.ts settles once): the variation and its images are written by the winner. */
export async function settleCompleted(deps: SettleDeps, action: ActionRow): Promise<'completed' | 'skipped'> {
  let assetIds: (string | null)[] = [];
  return settlePaid(deps, {
    row: action,
    outcome: 'completed',
    claim: async (tx) => {
      const won = await completeAction(tx, action.id);
      if (won) assetIds = won;
      return won !== null;
    },
    also: (tx) => deps.onDesignActionSettled(tx, { action, outcome: 'completed', assetIds }),
  }) as Promise<'completed' | 'skipped'>;
}

export async function settleFailed(
  deps: SettleDeps,
  action: ActionRow,
  message: string,
): Promise<'error' | 'skipped'> {
  const error = message.slice(0, 1000) || DESIGN_MESSAGES.generationFailed;
  const settled = await settlePaid(deps, {
    row: action,
    outcome: 'failed',
    claim: (tx) => failAction(tx, action.id, error),
    also: (tx) => deps.onDesignActionSettled(tx, { action, outcome: 'error', error }),
  });
  return settled === 'failed' ? 'error' : 'skipped';
}
