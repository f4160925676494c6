/**
 * Setup file (e2e/vitest.config.ts): points `inject('baseUrl')` and `inject('databaseUrl')` at the
 * server of this file's worker, so journeys in parallel workers never share a server or database and
 * a new journey needs no registration. VITEST_POOL_ID is 1..maxWorkers, unique among running files.
 */
import { inject } from 'vitest';

const servers = inject('servers');
const worker = Number(process.env.VITEST_POOL_ID ?? '1');
const own = servers[(worker - 1) % servers.length];
if (!own) throw new Error(`no e2e server for worker ${worker} (${servers.length} started)`);
// inject() reads the worker's provided context; vitest has no per-worker provide, so set it here
const state = (globalThis as { __vitest_worker__?: { providedContext?: Record<string, unknown> } })
  .__vitest_worker__;
if (!state?.providedContext)
  throw new Error('vitest worker state not found: update e2e/support/worker-server.ts');
state.providedContext.baseUrl = own.baseUrl;
state.providedContext.databaseUrl = own.databaseUrl;
if (inject('baseUrl') !== own.baseUrl)
  throw new Error('could not point inject("baseUrl") at the worker server');
