import type { Db, DbOrTx } from '../../db/client.ts';

/** What every part of the credit ledger runs with: the pool and the clock (tests move the clock). */
export interface LedgerContext {
  db: Db;
  now: () => Date;
}

/** Runs `fn` in the caller's transaction when there is one, else in a new one. */
export const inTx = <T>(
  { db }: LedgerContext,
  tx: DbOrTx | undefined,
  fn: (tx: DbOrTx) => Promise<T>,
): Promise<T> => (tx ? fn(tx) : db.transaction(fn));
