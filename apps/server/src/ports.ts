/**
 * The ports: the types of everything the composition root (deps.ts builds the ports, services.ts
 * the services, modules.ts lists the modules) hands down. This file holds types only and imports
 * no module: modules import it, never the root.
 */
import type { ListAssetsFilters } from '@packsmith/core';
import type { SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db, DbOrTx } from './db/client.ts';
import type { designActions } from './db/schema/index.ts';
import type { RenderPool } from './lib/render-pool.ts';
import type { Analytics } from './providers/analytics/index.ts';
import type { FlagsProvider } from './providers/flags/index.ts';
import type { HumanCheck } from './providers/human-check/index.ts';
import type { IdentityProvider } from './providers/identity/index.ts';
import type { ImageGenerationProvider, ImageProvidersFor } from './providers/image-generation/index.ts';
import type { LanguageProvider } from './providers/language/index.ts';
import type { Mailer } from './providers/mail/index.ts';
import type { PaymentsProvider } from './providers/payments/index.ts';
import type { Realtime } from './providers/realtime/index.ts';
import type { Storage } from './providers/storage/index.ts';

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
  renderSlots: RenderPool;
  /** Cross-module reactions (listeners.ts): what happens in other modules when an action settles. */
  onDesignActionSettled: OnDesignActionSettled;
  /** A paid cash service (payments kind 'service'): the print-ready module marks its order paid. */
  onServicePaid: OnServicePaid;
  analytics: Analytics;
  /**
   * The durable job queue: pg-boss in main.ts (built once the queue has started); an in-process
   * queue where none is given (tests), which records the jobs sent and runs none by itself.
   */
  jobs: JobQueue;
  /**
   * The search index as the assets module sees it (new assets indexed at once, the library's
   * search filters); built by deps.ts with the others.
   */
  assetIndex?: AssetIndex;
  /** The web app's folder (its builds and the `dist` link); apps/web unless a test says otherwise. */
  webRoot?: string;
}

// ── The job queue (jobs/pg-boss-queue.ts in production, jobs/in-process-queue.ts in unit tests) ──

export interface SendOptions {
  /** One job per key: a retry of the same work uses the same key. */
  singletonKey: string;
  retryLimit: number;
  retryDelay: number;
  retryBackoff?: boolean;
  expireInSeconds?: number;
}

export interface WorkOptions {
  /** Workers this process runs on the queue at once (default 1). */
  lanes?: number;
  /** Jobs one worker takes per fetch (default 1). */
  batchSize?: number;
  /** How often an idle worker looks for jobs; jobs sent by this process wake it at once. */
  pollingIntervalSeconds?: number;
}

export interface JobQueue {
  /** Creates the queue unless it exists (safe when other processes do it at the same moment). */
  ensure(queue: string): Promise<void>;
  /**
   * Queues a job and wakes this process's workers on it. Never throws: a job that could not be
   * queued is logged and answered with null, for the sweeps to queue again.
   */
  send(queue: string, data: object, options: SendOptions): Promise<string | null>;
  /** Runs `handler` for the queue's jobs in this process (`lanes` at once); a throw retries the batch. */
  work<T extends object>(
    queue: string,
    options: WorkOptions,
    handler: (batch: T[]) => Promise<unknown>,
  ): Promise<void>;
  /** Sends a job to the queue on `cron` (the queue's worker does the work). */
  schedule(queue: string, cron: string, options?: { singletonKey?: string }): Promise<void>;
  /** Which of `keys` have a job waiting on the queue (queued or retrying, not yet taken). */
  waiting(queue: string, keys: string[]): Promise<Set<string>>;
  /** Whether the queue has a job waiting or running. */
  busy(queue: string): Promise<boolean>;
}

// ── Cross-module hooks, wired by the composition root: the module that emits imports no listener ──

/** A design action reached its end: completed (its images' assets, best first) or failed. */
export type DesignActionSettled =
  | { action: typeof designActions.$inferSelect; outcome: 'completed'; assetIds: (string | null)[] }
  | { action: typeof designActions.$inferSelect; outcome: 'error'; error: string };

/**
 * Called inside the settling transaction, so what other modules record commits with the action
 * or not at all (listeners.ts says who listens).
 */
export type OnDesignActionSettled = (tx: DbOrTx, event: DesignActionSettled) => Promise<void>;

/**
 * A service payment was paid: the module that sold the service records it, inside the
 * fulfilling transaction (so both commit or neither).
 */
export type OnServicePaid = (
  tx: DbOrTx,
  payment: { paymentId: string; userId: string; at: Date },
) => Promise<void>;

/** The library filters that are a search (words, colours, styles, types, brands). */
export type AssetSearchFilters = Pick<
  ListAssetsFilters,
  'searchTerm' | 'colours' | 'styles' | 'productTypes' | 'brandNames'
>;

/** What the assets module asks of the search index. */
export interface AssetIndex {
  /** New assets, indexed as they are stored; failures are left to the periodic sync. */
  stored(assetIds: string[]): Promise<void>;
  /** `select` of the user's indexed asset ids matching the filters, or undefined when none is set. */
  matching(userId: string, f: AssetSearchFilters): Promise<SQL | undefined>;
}

// ── How a module plugs in: its index.ts exports `register(app, jobs, services)` (modules.ts lists them) ──

export interface ModuleApp {
  /** Adds routes (a Fastify plugin). */
  routes(plugin: FastifyPluginAsyncZod): void;
  /** Adds staff routes, inside the one admin scope and its guard. */
  admin(plugin: FastifyPluginAsyncZod): void;
}

export interface ModuleJobs {
  /**
   * Adds a start-up registration (main.ts runs them under the start-up lock): the queues the
   * module sends to, and on workers (ROLE=worker|all) its workers, schedules and sweeps.
   */
  add(register: () => Promise<void>): void;
}

/** A module's one entry point; `S` is what it needs of the services (services.ts builds them once). */
export type RegisterModule<S = AppDeps> = (app: ModuleApp, jobs: ModuleJobs, services: S) => void;
