import { AsyncLocalStorage } from 'node:async_hooks';
import path from 'node:path';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: services accept either. */
export type DbOrTx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  pool: pg.Pool;
  close: () => Promise<void>;
}

export interface DatabaseOptions {
  /** Connections in the pool (DATABASE_POOL_SIZE in the server). */
  max: number;
  /**
   * What happens when code inside `db.transaction` reaches for the pool instead of its
   * transaction handle: 'throw' (development and tests) or a reporter (production).
   */
  onPoolUseInTransaction?: 'throw' | ((error: PoolUseInTransactionError) => void);
}

/**
 * Code inside a transaction took a second pooled connection. While it waits for one, its own
 * transaction holds a connection and its row locks; a burst of such requests fills the pool with
 * transactions that all wait for each other (pg-pool "timeout exceeded when trying to connect").
 * The transaction's work must use its `tx` handle; anything else belongs before or after it.
 */
export class PoolUseInTransactionError extends Error {
  constructor() {
    super('the database pool was used inside an open transaction: use the transaction handle (tx)');
  }
}

/** Marks the async context of a transaction's body while it is open. */
const openTransaction = new AsyncLocalStorage<{ open: boolean }>();

/** True while the caller runs inside a `db.transaction` body. */
export const insideTransaction = () => openTransaction.getStore()?.open === true;

const MIGRATIONS = path.join(path.dirname(new URL(import.meta.url).pathname), 'migrations');

export function connectDatabase(url: string, options: DatabaseOptions): Database {
  const { max, onPoolUseInTransaction = 'throw' } = options;
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {
    /* idle client errors are reported by the query that next fails */
  });
  guardPool(pool, onPoolUseInTransaction);
  const db = drizzle(pool, { schema });
  const transaction = db.transaction.bind(db);
  db.transaction = ((body, config) =>
    transaction(async (tx) => {
      const marker = { open: true };
      try {
        return await openTransaction.run(marker, () => body(tx));
      } finally {
        // Work the body started but did not await may use the pool once the transaction is over.
        marker.open = false;
      }
    }, config)) as Db['transaction'];
  return { db, pool, close: () => pool.end() };
}

/** pool.connect (which pool.query also goes through) refuses or reports callers inside a transaction. */
function guardPool(pool: pg.Pool, policy: NonNullable<DatabaseOptions['onPoolUseInTransaction']>) {
  const connect = pool.connect.bind(pool);
  pool.connect = ((...args: Parameters<typeof connect>) => {
    if (insideTransaction()) {
      const error = new PoolUseInTransactionError();
      if (policy === 'throw') throw error;
      policy(error);
    }
    return connect(...args);
  }) as typeof pool.connect;
}

/** Any fixed number: the advisory lock every process takes around its start-up. */
const STARTUP_LOCK = 7_140_2024;

/**
 * Runs `fn` while holding a session advisory lock that every starting process takes: schema
 * work (migrations, the job queue's tables, queues and schedules) then happens one process at a
 * time, however many start together; the later ones find it done.
 */
export async function withStartupLock<T>(pool: pg.Pool, fn: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
    return await fn();
  } finally {
    // An unlock that fails (the connection broke) discards the connection instead of pooling it:
    // its session ends, and the lock with it.
    const unlockFailure = await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).then(
      () => undefined,
      (err: Error) => err,
    );
    client.release(unlockFailure);
  }
}

/** Applies pending migrations; callers that may run beside others hold the start-up lock. */
export async function applyMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS });
}

/** Migrations under the start-up lock (tests, tools, benchmarks). */
export async function migrateDatabase({ db, pool }: Pick<Database, 'db' | 'pool'>): Promise<void> {
  await withStartupLock(pool, () => applyMigrations(db));
}

export { schema };
