import type { Db } from '../../db/client.ts';

/** What every part of the credit ledger runs with: the pool and the clock (tests move the clock). */
export interface LedgerContext {
  db: Db;
  now: () => Date;
}
