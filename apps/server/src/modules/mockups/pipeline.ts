/**
 * The mockup job: renders each planned output (artwork × product × view) with the local engine,
 * stores it as the user's image, then settles once — completed (credits captured, `mockup_ready`)
 * or failed (credits released). A re-run skips outputs already stored; settling is guarded by the
 * status, so credits move exactly once.
 */
import {
  DESIGN_ERROR_NOTIFICATION,
  getTemplate,
  MOCKUP_MESSAGES,
  MOCKUP_QUERY_KEY,
  mockupDeeplink,
} from '@packsmith/core';
import { mockupDoc, render, renderThumbnail } from '@packsmith/render';
import type { AppDeps } from '../../deps.ts';
import { assetsService } from '../assets/index.ts';
import { creditsService } from '../credits/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { type MockupRow, TERMINAL } from './dto.ts';
import { MOCKUP_VIEWS } from './plan.ts';
import {
  finishMockup,
  markMockupProcessing,
  mockupById,
  setOutputAsset,
  touchMockup,
  unrenderedOutputs,
} from './repository.ts';

export type MockupJobDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime' | 'renderSlots'> & {
  log?: AppDeps['log'];
  /** Longest side in px (default 1024); below 1024 the engine's thumbnail renderer is used (tests). */
  size?: number;
};

const ARTWORK_REF = 'artwork';

/** A seed per output: the same mockup re-renders the same images; a later round looks different. */
export function seedOf(mockupId: string, position: number): number {
  return (Number.parseInt(mockupId.replace(/-/g, '').slice(0, 8), 16) + position * 7919) >>> 0;
}

export async function renderMockupOutput(
  artwork: Buffer,
  productId: string,
  view: string,
  seed: number,
  size: number,
) {
  const view_ = MOCKUP_VIEWS.find((v) => v === view) ?? 'front';
  const document = mockupDoc(ARTWORK_REF, productId, view_, seed, 'mockups');
  const assets = { [ARTWORK_REF]: artwork };
  const bytes =
    size >= 1024
      ? await render(document, { format: 'png', size, assets })
      : await renderThumbnail(document, { format: 'png', size: Math.max(64, size), assets });
  return { document, bytes: Buffer.from(bytes) };
}

export async function runMockup(
  deps: MockupJobDeps,
  mockupId: string,
): Promise<'completed' | 'failed' | 'skipped'> {
  const { db } = deps;
  const mockup = await mockupById(db, mockupId);
  if (!mockup || TERMINAL.includes(mockup.status as never)) return 'skipped';
  const assets = assetsService({ db, storage: deps.storage, log: deps.log });
  await markMockupProcessing(db, mockupId);
  try {
    const artworks = new Map<string, Buffer>();
    for (const id of mockup.artworks) {
      const source = await assets.sourceImage(mockup.userId, id);
      if (!source) throw new Error(MOCKUP_MESSAGES.artworkNotFound);
      artworks.set(id, source.bytes);
    }
    const todo = await unrenderedOutputs(db, mockupId);
    // The next output renders while the last one is stored (watermark, encoding, database): the
    // render holds the event loop, storing mostly waits on libvips threads and Postgres. At most
    // one store is in flight.
    let storing: Promise<void> = Promise.resolve();
    try {
      for (const output of todo) {
        // Recovery: a run that died after storing this output's image left it behind; no second copy.
        const stored = await assets.findGenerated(mockup.userId, output.id, 'mockupOutputId');
        if (stored) {
          await completeOutput(deps, mockupId, output.id, stored.id);
          continue;
        }
        const { document, bytes } = await deps.renderSlots.run(() =>
          renderMockupOutput(
            artworks.get(output.artworkId)!,
            output.productId,
            output.view,
            seedOf(mockupId, output.position),
            deps.size ?? 1024,
          ),
        );
        await storing;
        storing = assets
          .storeGeneratedImage(mockup.userId, bytes, {
            category: 'GENERATED IMAGE',
            description: getTemplate(output.productId)?.product ?? output.productId,
            metadata: {
              useCase: 'packaging',
              mockupId,
              mockupOutputId: output.id,
              document,
              // the document names its artwork; a chat edit re-renders it from this asset
              assetRefs: { [ARTWORK_REF]: output.artworkId },
            },
          })
          .then((asset) => completeOutput(deps, mockupId, output.id, asset.id));
        storing.catch(() => {}); // awaited before the next store and before settling
      }
      await storing;
    } catch (err) {
      await storing.catch(() => {}); // an image being stored lands before the mockup settles
      throw err;
    }
    return await settle(deps, mockup, 'completed');
  } catch (err) {
    deps.log?.warn({ err, mockupId }, 'mockup failed');
    return await settle(deps, mockup, 'failed', err instanceof Error ? err.message : String(err));
  }
}

async function completeOutput(deps: MockupJobDeps, mockupId: string, outputId: string, assetId: string) {
  const now = new Date();
  await setOutputAsset(deps.db, outputId, assetId, now);
  // Progress keeps the stalled-mockup sweep away from a mockup that is still rendering.
  await touchMockup(deps.db, mockupId, now);
}

async function settle(
  deps: MockupJobDeps,
  mockup: MockupRow,
  outcome: 'completed' | 'failed',
  error?: string,
): Promise<'completed' | 'failed' | 'skipped'> {
  const { db } = deps;
  const credits = creditsService(db);
  const notifications = notificationsService(deps);
  return db.transaction(async (tx) => {
    const now = new Date();
    const won = await finishMockup(
      tx,
      mockup.id,
      {
        status: outcome,
        error: error ? error.slice(0, 1000) : null,
        completedAt: outcome === 'completed' ? now : null,
        lastUpdatedAt: now,
      },
      TERMINAL,
    );
    if (!won) return 'skipped' as const;
    if (mockup.creditReservationId) {
      if (outcome === 'completed') await credits.capture(mockup.creditReservationId, { tx });
      else await credits.release(mockup.creditReservationId, { tx });
    }
    const completed = outcome === 'completed';
    await notifications.notify(
      mockup.userId,
      {
        type: completed ? 'mockup_ready' : DESIGN_ERROR_NOTIFICATION,
        title: completed ? MOCKUP_MESSAGES.readyTitle : MOCKUP_MESSAGES.errorTitle,
        message: completed ? MOCKUP_MESSAGES.readyMessage : MOCKUP_MESSAGES.failed,
        deeplink: mockupDeeplink(mockup.id),
        queryKeys: [[...MOCKUP_QUERY_KEY], [...MOCKUP_QUERY_KEY, mockup.id]],
      },
      tx,
    );
    return outcome;
  });
}
