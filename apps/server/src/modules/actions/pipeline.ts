/**
 * The generation pipeline (ARCHITECTURE.md §7): one pg-boss job per design action.
 * runDesignAction is idempotent: completed images are skipped, an image whose asset was stored
 * before a crash is picked up again (no duplicate), and settling (completed or error) happens
 * once in a transaction guarded by the status, so credits are captured or released exactly once.
 */
import { DESIGN_ACTION_DESCRIPTORS, DESIGN_MESSAGES, type DesignActionType } from '@packsmith/core';
import type { Logger } from 'pino';
import { withLease } from '../../lib/lease.ts';
import type { AppDeps } from '../../ports.ts';
import {
  type GeneratedImage,
  ImageGenerationError,
  type ImageGenerationProvider,
  localImageProvider,
  withRetries,
} from '../../providers/image-generation/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import type { FlagsService } from '../flags/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { ActionRow } from './repository.ts';
import {
  backToGenerating,
  completeImage,
  findAction,
  imagesInOrder,
  markGenerating,
  markImageGenerating,
  markRetrying,
  TERMINAL,
  touchAction,
} from './repository-run.ts';
import { settleCompleted, settleFailed } from './settle.ts';

export type DesignJobDeps = Pick<
  AppDeps,
  'db' | 'config' | 'storage' | 'imageProviders' | 'onDesignActionSettled' | 'flags' | 'renderSlots' | 'jobs'
> & {
  assets: AssetsService;
  credits: CreditsService;
  notifications: NotificationsService;
  featureFlags: FlagsService;
  log?: Logger;
  /** Attempts per provider for retryable failures (default 3). */
  maxAttempts?: number;
  /** Backoff base in ms (doubles per attempt; default 500; tests pass 0). */
  backoffMs?: number;
};

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

/** An input image of the action's owner; a missing one fails the action for good. */
async function loadSource(assets: AssetsService, userId: string, assetId: string) {
  const source = await assets.sourceImage(userId, assetId);
  if (!source) throw new ImageGenerationError(DESIGN_MESSAGES.sourceNotFound, false);
  return source;
}

/**
 * Runs one design action to completion or error. Safe to call again at any point, also while it
 * runs elsewhere (a second job for it, another lane or worker): one run per action at a time,
 * under a lease (lib/lease.ts) that holds no connection and expires when a worker dies; a caller
 * that does not get it skips.
 */
export function runDesignAction(
  deps: DesignJobDeps,
  actionId: string,
): Promise<'completed' | 'error' | 'skipped'> {
  return withLease(deps.db, `design-action:${actionId}`, () => runDesignActionOnce(deps, actionId), {
    seconds: deps.config.WORK_LEASE_SECONDS,
    log: deps.log,
  });
}

async function runDesignActionOnce(
  deps: DesignJobDeps,
  actionId: string,
): Promise<'completed' | 'error' | 'skipped'> {
  const { db } = deps;
  const maxAttempts = deps.maxAttempts ?? 3;
  const backoffMs = deps.backoffMs ?? 500;
  const assetsSvc = deps.assets;

  const action = await findAction(db, actionId);
  if (!action || TERMINAL.includes(action.status) || action.deletedAt) return 'skipped';
  const type = action.type as DesignActionType;
  const metadata = action.metadata;
  // Dry-run generation (a flag): this person's designs come from the local engine, never a paid provider.
  const dryRun = await deps.featureFlags.isOn('dry-run-generation', action.userId);
  const providers = dryRun ? [localImageProvider({ renders: deps.renderSlots })] : deps.imageProviders(type);

  await markGenerating(db, actionId);

  let storing: Promise<void> = Promise.resolve();
  try {
    const load = (assetId: string | null | undefined) =>
      assetId ? loadSource(assetsSvc, action.userId, assetId) : undefined;
    const pack = packAssetIdsOf(type, metadata);
    const inputs = {
      source: await load(DESIGN_ACTION_DESCRIPTORS[type].sourceAssetId(metadata)),
      logo: await load(pack.logo),
      artwork: await load(pack.artwork),
    };
    const images = await imagesInOrder(db, actionId);
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
          assetRefs: generated.assetRefs,
        },
      });
      await completeImage(db, imageId, asset.id, generated.provider, generated.score);
      await touchAction(db, actionId);
    };
    // The next image is generated while the last one is stored (watermark, encoding, database):
    // the engine's render holds the event loop, storing mostly waits on libvips threads and
    // Postgres, and a remote provider mostly waits on the network. At most one store is in flight.
    for (const image of images) {
      if (image.status === 'completed' && image.assetId) continue;
      // Recovery: the asset may have been stored before the worker died.
      const stored = await assetsSvc.findGenerated(action.userId, image.id);
      if (stored) {
        const m = stored.metadata;
        await completeImage(db, image.id, stored.id, m.provider ?? null, m.score ?? null);
        await touchAction(db, actionId);
        continue;
      }
      await markImageGenerating(db, image.id);
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
  const { value, retried } = await withRetries(
    providers,
    {
      maxAttempts,
      backoffMs,
      onFailure: (err, provider, attempt) =>
        deps.log?.warn({ err, provider: provider.name, attempt, imageId }, 'image generation attempt failed'),
      onRetry: (err) =>
        markRetrying(db, action.id, imageId, err instanceof Error ? err.message : String(err)),
    },
    (provider) => provider.generate(request),
  );
  if (retried) await backToGenerating(db, action.id, imageId);
  return value;
}
