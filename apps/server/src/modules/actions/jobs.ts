/**
 * The generation pipeline (ARCHITECTURE.md §7): one pg-boss job per design action.
 * runDesignAction is idempotent: completed images are skipped, an image whose asset was stored
 * before a crash is picked up again (no duplicate), and settling (completed or error) happens
 * once in a transaction guarded by the status, so credits are captured or released exactly once.
 */
import {
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_ERROR_NOTIFICATION,
  DESIGN_FLOW_TEXTS,
  DESIGN_MESSAGES,
  type DesignActionType,
  designActionQueryKeys,
  sessionDeeplink,
} from '@packsmith/core';
import { and, asc, eq, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  assets,
  designActionImages,
  designActions,
  designVariationImages,
  designVariations,
  storedFiles,
} from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import {
  type GeneratedImage,
  ImageGenerationError,
  type ImageGenerationProvider,
  type SourceImage,
} from '../../providers/image-generation/index.ts';
import type { Realtime } from '../../providers/realtime/index.ts';
import type { Storage } from '../../providers/storage/index.ts';
import { assetsService } from '../assets/service.ts';
import { creditsService } from '../credits/service.ts';
import { notificationsService } from '../notifications/service.ts';
import { recordSessionEvent } from '../sessions/service.ts';

export const DESIGN_ACTION_QUEUE = 'design-action';
export const DESIGN_ACTION_SWEEP_QUEUE = 'design-action-sweep';

export type DesignJobDeps = Pick<AppDeps, 'db' | 'config' | 'storage' | 'imageProviders'> & {
  log?: Logger;
  realtime?: Realtime | null;
  /** Attempts per provider for retryable failures (default 3). */
  maxAttempts?: number;
  /** Backoff base in ms (doubles per attempt; default 500; tests pass 0). */
  backoffMs?: number;
};

type ActionRow = typeof designActions.$inferSelect;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const TERMINAL = ['completed', 'error'];

/** A deterministic seed per action (same action → same designs on a re-run). */
function seedOf(actionId: string): number {
  return Number.parseInt(actionId.replace(/-/g, '').slice(0, 8), 16) >>> 0;
}

/** The packaging generator's uploaded logo and artwork (asset ids), placed on the pack. */
function packAssetIdsOf(type: DesignActionType, m: Record<string, unknown>) {
  if (type !== 'packaging-generation') return {};
  const artwork = m.artwork as { image?: unknown } | undefined;
  const id = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return { logo: id(m.logo), artwork: id(artwork?.image) };
}

async function loadSource(db: Db, storage: Storage, userId: string, assetId: string): Promise<SourceImage> {
  const [row] = await db
    .select({
      id: assets.id,
      mimetype: assets.mimetype,
      key: storedFiles.storageKey,
      metadata: assets.metadata,
    })
    .from(assets)
    .innerJoin(storedFiles, eq(storedFiles.id, assets.fileId))
    .where(and(eq(assets.id, assetId), eq(assets.userId, userId)));
  if (!row) throw new ImageGenerationError(DESIGN_MESSAGES.sourceNotFound, false);
  return {
    assetId: row.id,
    bytes: await storage.get(row.key),
    mimetype: row.mimetype,
    document: (row.metadata as { document?: unknown }).document,
  };
}

/** The node-postgres pool behind a Drizzle handle. */
const poolOf = (db: Db) => (db as Db & { $client: pg.Pool }).$client;

/**
 * Runs one design action to completion or error. Safe to call again at any point, also while it
 * runs elsewhere (a second job for it, another lane or worker): one run per action at a time,
 * under a Postgres advisory lock held by a connection of its own — Postgres drops it when a
 * worker dies — and a caller that does not get the lock skips.
 */
export async function runDesignAction(
  deps: DesignJobDeps,
  actionId: string,
): Promise<'completed' | 'error' | 'skipped'> {
  const key = `design-action:${actionId}`;
  const client = await poolOf(deps.db).connect();
  let broken = false;
  try {
    const { rows } = await client.query<{ locked: boolean }>(
      'select pg_try_advisory_lock(hashtextextended($1, 0)) as locked',
      [key],
    );
    if (!rows[0]?.locked) return 'skipped';
    try {
      return await runDesignActionOnce(deps, actionId);
    } finally {
      await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]).catch(() => {
        broken = true; // never hand a connection that may still hold the lock back to the pool
      });
    }
  } finally {
    client.release(broken);
  }
}

async function runDesignActionOnce(
  deps: DesignJobDeps,
  actionId: string,
): Promise<'completed' | 'error' | 'skipped'> {
  const { db } = deps;
  const maxAttempts = deps.maxAttempts ?? 3;
  const backoffMs = deps.backoffMs ?? 500;
  const { storage } = deps;
  const assetsSvc = assetsService({ db, storage, log: deps.log });

  const [action] = await db.select().from(designActions).where(eq(designActions.id, actionId));
  if (!action || TERMINAL.includes(action.status) || action.deletedAt) return 'skipped';
  const type = action.type as DesignActionType;
  const metadata = action.metadata;
  const providers = deps.imageProviders(type);

  await db
    .update(designActions)
    .set({ status: 'generating', lastUpdatedAt: new Date() })
    .where(and(eq(designActions.id, actionId), notInArray(designActions.status, TERMINAL)));
  await db
    .update(designVariations)
    .set({ status: 'generating', lastUpdatedAt: new Date() })
    .where(and(eq(designVariations.designActionId, actionId), notInArray(designVariations.status, TERMINAL)));

  let storing: Promise<void> = Promise.resolve();
  try {
    const load = (assetId: string | null | undefined) =>
      assetId ? loadSource(db, storage, action.userId, assetId) : undefined;
    const pack = packAssetIdsOf(type, metadata);
    const inputs = {
      source: await load(DESIGN_ACTION_DESCRIPTORS[type].sourceAssetId(metadata)),
      logo: await load(pack.logo),
      artwork: await load(pack.artwork),
    };
    const images = await db
      .select()
      .from(designActionImages)
      .where(eq(designActionImages.designActionId, actionId))
      .orderBy(asc(designActionImages.position));
    const storeImage = async (imageId: string, generated: GeneratedImage) => {
      const asset = await assetsSvc.storeGeneratedImage(action.userId, generated.bytes, {
        category: 'GENERATED IMAGE',
        description: generated.title ?? null,
        metadata: {
          sessionId: action.sessionId,
          designActionId: actionId,
          designActionImageId: imageId,
          designActionType: type,
          useCase: DESIGN_ACTION_DESCRIPTORS[type].useCase,
          provider: generated.provider,
          model: generated.model,
          score: generated.score,
          title: generated.title,
          reference: generated.reference,
          document: generated.document,
        },
      });
      await completeImage(db, imageId, asset.id, generated.provider, generated.score);
      await touch(db, actionId);
    };
    // The next image is generated while the last one is stored (watermark, encoding, database):
    // the engine's render holds the event loop, storing mostly waits on libvips threads and
    // Postgres, and a remote provider mostly waits on the network. At most one store is in flight.
    for (const image of images) {
      if (image.status === 'completed' && image.assetId) continue;
      // Recovery: the asset may have been stored before the worker died.
      const [stored] = await db
        .select({ id: assets.id, metadata: assets.metadata })
        .from(assets)
        .where(
          and(
            eq(assets.userId, action.userId),
            sql`${assets.metadata}->>'designActionImageId' = ${image.id}`,
          ),
        );
      if (stored) {
        const m = stored.metadata as { provider?: string; score?: number };
        await completeImage(db, image.id, stored.id, m.provider ?? null, m.score ?? null);
        await touch(db, actionId);
        continue;
      }
      await db
        .update(designActionImages)
        .set({ status: 'generating', lastUpdatedAt: new Date() })
        .where(eq(designActionImages.id, image.id));
      const generated = await generateWithRetry(deps, providers, maxAttempts, backoffMs, action, image.id, {
        actionId,
        actionType: type,
        metadata,
        index: image.position,
        count: images.length,
        seed: seedOf(actionId),
        ...inputs,
      });
      await storing;
      storing = storeImage(image.id, generated);
      storing.catch(() => {}); // awaited before the next store and before settling
    }
    await storing;
    return await settleCompleted(deps, action);
  } catch (err) {
    await storing.catch(() => {}); // an image being stored lands before the action settles
    const message = err instanceof Error ? err.message : String(err);
    deps.log?.warn({ err, actionId }, 'design action failed');
    return await settleFailed(deps, action, message);
  }
}

/** Marks progress so the stalled-action sweep leaves a running action alone. */
async function touch(db: Db, actionId: string) {
  await db.update(designActions).set({ lastUpdatedAt: new Date() }).where(eq(designActions.id, actionId));
}

async function completeImage(
  db: DbOrTx,
  imageId: string,
  assetId: string,
  provider: string | null,
  score: number | null,
) {
  await db
    .update(designActionImages)
    .set({ status: 'completed', assetId, provider, score, error: null, lastUpdatedAt: new Date() })
    .where(eq(designActionImages.id, imageId));
}

async function generateWithRetry(
  deps: DesignJobDeps,
  providers: ImageGenerationProvider[],
  maxAttempts: number,
  backoffMs: number,
  action: ActionRow,
  imageId: string,
  request: Parameters<ImageGenerationProvider['generate']>[0],
): Promise<GeneratedImage> {
  const { db } = deps;
  let lastError: unknown;
  let retried = false;
  for (const provider of providers) {
    for (let attempt = 1; attempt <= maxAttempts; attempt++) {
      try {
        const generated = await provider.generate(request);
        if (retried) await backToGenerating(db, action.id, imageId);
        return generated;
      } catch (err) {
        lastError = err;
        const retryable = !(err instanceof ImageGenerationError) || err.retryable;
        deps.log?.warn({ err, provider: provider.name, attempt, imageId }, 'image generation attempt failed');
        if (!retryable) break; // permanent for this provider: fail over
        retried = true;
        const now = new Date();
        await db
          .update(designActionImages)
          .set({
            status: 'retrying',
            retryCount: sql`${designActionImages.retryCount} + 1`,
            lastRetriedAt: now,
            error: err instanceof Error ? err.message : String(err),
            lastUpdatedAt: now,
          })
          .where(eq(designActionImages.id, imageId));
        await db
          .update(designActions)
          .set({
            status: 'retrying',
            retryCount: sql`${designActions.retryCount} + 1`,
            lastRetriedAt: now,
            lastUpdatedAt: now,
          })
          .where(and(eq(designActions.id, action.id), notInArray(designActions.status, TERMINAL)));
        // A vendor's Retry-After (429/503) outranks our own backoff.
        const retryAfter = err instanceof ImageGenerationError ? (err.retryAfterMs ?? 0) : 0;
        if (attempt < maxAttempts && backoffMs > 0)
          await sleep(Math.max(backoffMs * 2 ** (attempt - 1), retryAfter));
      }
    }
  }
  throw lastError instanceof Error ? lastError : new Error(String(lastError));
}

/** A retried image succeeded: it and its action are generating again (retry counts kept). */
async function backToGenerating(db: Db, actionId: string, imageId: string) {
  const now = new Date();
  await db
    .update(designActionImages)
    .set({ status: 'generating', lastUpdatedAt: now })
    .where(and(eq(designActionImages.id, imageId), eq(designActionImages.status, 'retrying')));
  await db
    .update(designActions)
    .set({ status: 'generating', lastUpdatedAt: now })
    .where(and(eq(designActions.id, actionId), eq(designActions.status, 'retrying')));
}

async function settleCompleted(deps: DesignJobDeps, action: ActionRow): Promise<'completed' | 'skipped'> {
  const { db } = deps;
  const type = action.type as DesignActionType;
  const texts = DESIGN_FLOW_TEXTS[type];
  const notifications = notificationsService({ db, realtime: deps.realtime ?? null, log: deps.log });
  return db.transaction(async (tx) => {
    const images = await tx
      .select()
      .from(designActionImages)
      .where(and(eq(designActionImages.designActionId, action.id), isNull(designActionImages.deletedAt)))
      .orderBy(asc(designActionImages.position));
    const ranked = [...images].sort((a, b) => (b.score ?? 0) - (a.score ?? 0));
    const providersUsed = [...new Set(images.map((i) => i.provider).filter(Boolean))];
    const routesSummary = {
      total: images.length,
      completed: images.filter((i) => i.status === 'completed').length,
      routes: ranked.map((i, rank) => ({
        rank: rank + 1,
        imageId: i.id,
        assetId: i.assetId,
        position: i.position,
        score: i.score,
        provider: i.provider,
      })),
    };
    const now = new Date();
    const [won] = await tx
      .update(designActions)
      .set({
        status: 'completed',
        error: null,
        routesSummary,
        provider: providersUsed.join(',') || null,
        completedAt: now,
        lastUpdatedAt: now,
      })
      .where(and(eq(designActions.id, action.id), notInArray(designActions.status, TERMINAL)))
      .returning({ id: designActions.id });
    if (!won) return 'skipped' as const;
    if (action.creditReservationId) await creditsService(db).capture(action.creditReservationId, { tx });
    const [variation] = await tx
      .update(designVariations)
      .set({ status: 'completed', numberOfImagesCompleted: images.length, lastUpdatedAt: now })
      .where(eq(designVariations.designActionId, action.id))
      .returning({ id: designVariations.id });
    if (variation) {
      await tx.insert(designVariationImages).values(
        images.map((i) => ({
          designVariationId: variation.id,
          position: i.position,
          status: 'completed',
          assetId: i.assetId,
          provider: i.provider,
          score: i.score,
        })),
      );
    }
    await recordSessionEvent(tx, {
      sessionId: action.sessionId,
      userId: action.userId,
      type: 'design_action_completed',
      metadata: {
        designActionId: action.id,
        designActionType: type,
        status: 'completed',
        assetIds: ranked.map((i) => i.assetId),
      },
    });
    await notifications.notify(
      action.userId,
      {
        type: DESIGN_ACTION_DESCRIPTORS[type].completeNotification,
        title: texts.readyTitle,
        message: texts.readyMessage,
        deeplink: sessionDeeplink(action.sessionId),
        queryKeys: designActionQueryKeys(action.sessionId, action.id),
      },
      tx,
    );
    return 'completed' as const;
  });
}

async function settleFailed(
  deps: DesignJobDeps,
  action: ActionRow,
  message: string,
): Promise<'error' | 'skipped'> {
  const { db } = deps;
  const type = action.type as DesignActionType;
  const texts = DESIGN_FLOW_TEXTS[type];
  const notifications = notificationsService({ db, realtime: deps.realtime ?? null, log: deps.log });
  const error = message.slice(0, 1000) || DESIGN_MESSAGES.generationFailed;
  return db.transaction(async (tx) => {
    const now = new Date();
    const [won] = await tx
      .update(designActions)
      .set({ status: 'error', error, lastUpdatedAt: now })
      .where(and(eq(designActions.id, action.id), notInArray(designActions.status, TERMINAL)))
      .returning({ id: designActions.id });
    if (!won) return 'skipped' as const;
    await tx
      .update(designActionImages)
      .set({ status: 'error', error, lastUpdatedAt: now })
      .where(
        and(
          eq(designActionImages.designActionId, action.id),
          notInArray(designActionImages.status, ['completed']),
        ),
      );
    await tx
      .update(designVariations)
      .set({ status: 'error', error, lastUpdatedAt: now })
      .where(eq(designVariations.designActionId, action.id));
    if (action.creditReservationId) await creditsService(db).release(action.creditReservationId, { tx });
    await recordSessionEvent(tx, {
      sessionId: action.sessionId,
      userId: action.userId,
      type: 'design_action_failed',
      metadata: { designActionId: action.id, designActionType: type, status: 'error', error },
    });
    await notifications.notify(
      action.userId,
      {
        type: DESIGN_ERROR_NOTIFICATION,
        title: texts.errorTitle,
        message: DESIGN_MESSAGES.generationFailed,
        deeplink: sessionDeeplink(action.sessionId),
        queryKeys: designActionQueryKeys(action.sessionId, action.id),
      },
      tx,
    );
    return 'error' as const;
  });
}

// ------------------------------------------------------------------------------- queue

let queue: PgBoss | null = null;
let queueLog: Logger | null = null;
/** This process's design-action workers (ROLE=all), woken at once when an action is queued here. */
let localWorkerIds: string[] = [];
/**
 * Actions one process runs at a time: one action's storing and settling overlap another's
 * rendering, and remote providers mostly wait on the network.
 */
const DESIGN_ACTION_LANES = 2;
let jobExpirySeconds = 15 * 60;

/** Most images one action asks for (mockups: 10). */
const MAX_IMAGES_PER_ACTION = 10;

/**
 * How long a design-action job may run before pg-boss expires and retries it: the worst case of the
 * slowest configured list (every image × 3 attempts × each remote provider's timeout), at least 15
 * minutes and under pg-boss's 24-hour limit.
 */
export function designJobExpirySeconds(config: Config): number {
  const remote = Math.max(
    0,
    ...Object.values(config.imageProviders).map((list) => list.filter((p) => p !== 'local').length),
  );
  const worst = remote * 3 * config.IMAGE_PROVIDER_TIMEOUT_SECONDS * MAX_IMAGES_PER_ACTION + 15 * 60;
  return Math.min(23 * 3600, Math.max(15 * 60, worst));
}

/** Queues an action (singleton per action id). A no-op where no queue is registered (tests). */
export async function enqueueDesignAction(actionId: string): Promise<void> {
  if (!queue) return;
  try {
    await queue.send(
      DESIGN_ACTION_QUEUE,
      { actionId },
      {
        singletonKey: actionId,
        retryLimit: 3,
        retryDelay: 10,
        retryBackoff: true,
        expireInSeconds: jobExpirySeconds,
      },
    );
    for (const id of localWorkerIds) queue.notifyWorker(id);
  } catch (err) {
    queueLog?.warn({ err, actionId }, 'could not queue design action; the sweep will retry');
  }
}

/**
 * Actions left unfinished (job lost before send, worker killed and job expired, retries used up)
 * are re-queued; each re-run resumes where the last one stopped.
 */
export async function requeueStalledActions(db: Db, olderThanSeconds: number): Promise<string[]> {
  const cutoff = new Date(Date.now() - olderThanSeconds * 1000);
  const rows = await db
    .select({ id: designActions.id })
    .from(designActions)
    .where(
      and(
        inArray(designActions.status, ['pending', 'generating', 'retrying']),
        lt(designActions.lastUpdatedAt, cutoff),
        isNull(designActions.deletedAt),
      ),
    )
    .limit(500);
  const ids = rows.map((r) => r.id);
  // An action still waiting in a long queue already has its job: a second one could run it in two
  // workers at once (duplicate images). A job that is active is not trusted: its worker may be dead.
  const waiting = new Set<string>();
  if (queue && ids.length) {
    const queued = await db.execute<{ key: string }>(
      sql`select singleton_key as key from pgboss.job
          where name = ${DESIGN_ACTION_QUEUE} and state in ('created', 'retry') and singleton_key in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    for (const r of queued.rows) waiting.add(r.key);
  }
  const stalled = ids.filter((id) => !waiting.has(id));
  for (const id of stalled) await enqueueDesignAction(id);
  return stalled;
}

export async function registerDesignActionJobs(boss: PgBoss, deps: DesignJobDeps) {
  queue = boss;
  queueLog = deps.log ?? null;
  jobExpirySeconds = designJobExpirySeconds(deps.config);
  if (deps.config.ROLE === 'api') return;
  for (const name of [DESIGN_ACTION_QUEUE, DESIGN_ACTION_SWEEP_QUEUE]) {
    if (!(await boss.getQueue(name))) await boss.createQueue(name).catch(() => {});
  }
  // Poll every 0.5 s (pg-boss's floor; its default is 2 s): pick-up latency is most of a small
  // action's wait. Actions queued by this same process (ROLE=all) wake the workers without a poll.
  // One job per worker: each lane takes the next action as soon as its own is done.
  localWorkerIds = [];
  for (let lane = 0; lane < DESIGN_ACTION_LANES; lane++) {
    localWorkerIds.push(
      await boss.work<{ actionId: string }>(
        DESIGN_ACTION_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          if (job) await runDesignAction(deps, job.data.actionId);
        },
      ),
    );
  }
  const sweep = async () => {
    const ids = await requeueStalledActions(deps.db, deps.config.DESIGN_ACTION_STALL_SECONDS);
    if (ids.length) deps.log?.info({ count: ids.length }, 'requeued stalled design actions');
  };
  await boss.schedule(DESIGN_ACTION_SWEEP_QUEUE, '*/5 * * * *');
  await boss.work(DESIGN_ACTION_SWEEP_QUEUE, sweep);
  // A worker that starts picks up what a dead one left behind, without waiting for the schedule.
  await sweep();
}
