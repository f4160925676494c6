/**
 * The composition root: every port is built here, once, from the config, and handed down.
 * Routes, services and jobs receive what they use and construct no adapter themselves; tests
 * pass their own adapters as overrides.
 */
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { type Slots, slots } from './lib/slots.ts';
import { onDesignActionSettled } from './listeners.ts';
import type { OnDesignActionSettled } from './modules/actions/events.ts';
import type { AssetIndex } from './modules/assets/deps.ts';
import type { OnServicePaid } from './modules/credits/payment-context.ts';
import { loadNotificationDto } from './modules/notifications/index.ts';
import { printReadyPaid } from './modules/print-ready/index.ts';
import { type Analytics, selectAnalytics } from './providers/analytics/index.ts';
import { type FlagsProvider, selectFlags } from './providers/flags/index.ts';
import { createHumanCheck, type HumanCheck } from './providers/human-check/index.ts';
import { type IdentityProvider, selectIdentity } from './providers/identity/index.ts';
import {
  type ImageGenerationProvider,
  type ImageProvidersFor,
  selectEditProviders,
  selectImageProviders,
} from './providers/image-generation/index.ts';
import { type LanguageProvider, selectLanguageProvider } from './providers/language/index.ts';
import { type Mailer, selectMailer } from './providers/mail/index.ts';
import { type PaymentsProvider, selectPaymentsProvider } from './providers/payments/index.ts';
import { type Realtime, selectRealtime } from './providers/realtime/index.ts';
import { type SlackNotifier, selectSlack } from './providers/slack/index.ts';
import { createStorage, type Storage } from './providers/storage/index.ts';

export interface AppDeps {
  config: Config;
  db: Db;
  log: Logger;
  mailer: Mailer;
  identity: IdentityProvider | null;
  realtime: Realtime;
  storage: Storage;
  humanCheck: HumanCheck;
  flags: FlagsProvider;
  language: LanguageProvider;
  payments: PaymentsProvider;
  imageProviders: ImageProvidersFor;
  /** Chat/toolbox edits of images without a design document, in failover order. */
  editProviders: ImageGenerationProvider[];
  /** This process's local-engine renders at once (RENDER_CONCURRENCY); chat turns, actions and mockups share them. */
  renderSlots: Slots;
  /** Cross-module reactions (listeners.ts): what happens in other modules when an action settles. */
  onDesignActionSettled: OnDesignActionSettled;
  /** A paid cash service (payments kind 'service'): the print-ready module marks its order paid. */
  onServicePaid: OnServicePaid;
  analytics: Analytics;
  slack: SlackNotifier;
  /**
   * The search index as the assets module sees it (new assets indexed at once, the library's
   * search filters); set by the search module's withSearchIndex right after buildDeps.
   */
  assetIndex?: AssetIndex;
  /** The web app's folder (its builds and the `dist` link); apps/web unless a test says otherwise. */
  webRoot?: string;
}

/** Every port from the config; `overrides` replace any of them (tests, tools). */
export function buildDeps(config: Config, db: Db, log: Logger, overrides: Partial<AppDeps> = {}): AppDeps {
  const pick = <K extends keyof AppDeps>(key: K, make: () => AppDeps[K]): AppDeps[K] =>
    key in overrides ? (overrides[key] as AppDeps[K]) : make();
  const renders = overrides.renderSlots ?? slots(config.RENDER_CONCURRENCY);
  const deps: AppDeps = {
    ...overrides,
    config,
    db,
    log,
    mailer: pick('mailer', () => selectMailer(config, db, log)),
    identity: pick('identity', () => selectIdentity(config)),
    realtime: pick('realtime', () => selectRealtime(config, db, log, (id) => loadNotificationDto(db, id))),
    storage: pick('storage', () => createStorage(config)),
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
    slack: pick('slack', () => selectSlack(config, db, log)),
  };
  const settled = overrides.onDesignActionSettled ?? onDesignActionSettled(deps);
  return deps;
}
