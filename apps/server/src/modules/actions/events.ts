import type { DbOrTx } from '../../db/client.ts';
import type { ActionRow } from './repository.ts';

/** An action reached its end: completed (its images' assets, best first) or failed. */
export type DesignActionSettled =
  | { action: ActionRow; outcome: 'completed'; assetIds: (string | null)[] }
  | { action: ActionRow; outcome: 'error'; error: string };

/**
 * Called inside the settling transaction, so what other modules record commits with the action
 * or not at all. The composition (deps.ts) says who listens; the actions module imports none of them.
 */
export type OnDesignActionSettled = (tx: DbOrTx, event: DesignActionSettled) => Promise<void>;
