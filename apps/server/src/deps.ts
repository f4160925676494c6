/**
 * The composition root's first half: every port (ports.ts) is built here, once, from the config,
 * and handed down.
 * Routes, services and jobs receive what they use and construct no adapter themselves; tests
 * pass their own adapters as overrides.
 */
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { inProcessQueue } from './jobs/in-process-queue.ts';
import { renderPool } from './lib/render-pool.ts';
import { onDesignActionSettled } from './listeners.ts';
import { loadNotificationDto } from './modules/notifications/index.ts';
import { printReadyPaid } from './modules/print-ready/index.ts';
import { searchAssetIndex } from './modules/search/index.ts';
import type { AppDeps } from './ports.ts';
import { selectAnalytics } from './providers/analytics/index.ts';
import { selectFlags } from './providers/flags/index.ts';
import { createHumanCheck } from './providers/human-check/index.ts';
import { selectIdentity } from './providers/identity/index.ts';
import { selectEditProviders, selectImageProviders } from './providers/image-generation/index.ts';
import { selectLanguageProvider } from './providers/language/index.ts';
import { selectMailer } from './providers/mail/index.ts';
import { selectPaymentsProvider } from './providers/payments/index.ts';
import { selectRealtime } from './providers/realtime/index.ts';
import { createStorage } from './providers/storage/index.ts';

/** Kept for imports in flight: modules take the port types from ports.ts. */
export type { AppDeps } from './ports.ts';

/** Every port from the config; `overrides` replace any of them (tests, tools). */
export function buildDeps(config: Config, db: Db, log: Logger, overrides: Partial<AppDeps> = {}): AppDeps {
  const pick = <K extends keyof AppDeps>(key: K, make: () => AppDeps[K]): AppDeps[K] =>
    key in overrides ? (overrides[key] as AppDeps[K]) : make();
  const renders =
    overrides.renderSlots ??
    renderPool({ concurrency: config.RENDER_CONCURRENCY, inProcess: !config.RENDER_IN_BACKGROUND });
  const storage = pick('storage', () => createStorage(config));
  const jobs = pick('jobs', () => inProcessQueue());
  const deps: AppDeps = {
    ...overrides,
    config,
    db,
    log,
    mailer: pick('mailer', () => selectMailer(config, db, log)),
    identity: pick('identity', () => selectIdentity(config)),
    realtime: pick('realtime', () => selectRealtime(config, db, log, (id) => loadNotificationDto(db, id))),
    storage,
    humanCheck: pick('humanCheck', () => createHumanCheck(config, db, log)),
    flags: pick('flags', () => selectFlags(config, db)),
    language: pick('language', () => selectLanguageProvider(config, log)),
    payments: pick('payments', () => selectPaymentsProvider(config)),
    imageProviders: pick('imageProviders', () => selectImageProviders(config, renders)),
    editProviders: pick('editProviders', () => selectEditProviders(config, renders)),
    renderSlots: renders,
    // Reads the ports from `deps` when called, so it uses the very realtime built above.
    onDesignActionSettled: (tx, event) => settled(tx, event),
    onServicePaid: pick('onServicePaid', () => printReadyPaid(log)),
    analytics: pick('analytics', () => selectAnalytics(config, db, log)),
    // main.ts passes pg-boss; elsewhere (tests, tools) jobs are recorded and run only when drained.
    jobs,
    // New assets are indexed for search at once; the library's search filters read it.
    assetIndex: pick('assetIndex', () => searchAssetIndex({ db, storage, log, jobs })),
  };
  const settled = overrides.onDesignActionSettled ?? onDesignActionSettled(deps);
  return deps;
}
