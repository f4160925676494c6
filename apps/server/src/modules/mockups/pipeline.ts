/**
 * The mockup job: renders each planned output (artwork × product × view) with the local engine,
 * stores it as the user's image; the paid job (jobs/paid-job.ts) settles it once — completed
 * (credits captured, `mockup_ready`) or failed (credits released). A re-run skips outputs already
 * stored.
 */
import {
  DESIGN_ERROR_NOTIFICATION,
  getTemplate,
  MOCKUP_MESSAGES,
  MOCKUP_QUERY_KEY,
  type MockupPlacement,
  mockupDeeplink,
} from '@packsmith/core';
import { mockupDoc, render, renderThumbnail } from '@packsmith/render';
import {
  finishRow,
  type PaidOutcome,
  runPaid,
  type SettleDeps,
  type Settled,
  settlePaid,
} from '../../jobs/paid-job.ts';
import type { AppDeps } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import { type MockupRow, TERMINAL } from './dto.ts';
import { MOCKUP_VIEWS } from './plan.ts';
import { paidMockups, setOutputAsset, touchMockup, unrenderedOutputs } from './repository.ts';

export type MockupJobDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime' | 'renderSlots' | 'jobs'> &
  SettleDeps & {
    assets: AssetsService;
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
  placement?: MockupPlacement | null,
) {
  const view_ = MOCKUP_VIEWS.find((v) => v === view) ?? 'front';
  const document = mockupDoc(ARTWORK_REF, productId, view_, seed, 'mockups', placement ?? undefined);
  const assets = { [ARTWORK_REF]: artwork };
  const bytes =
    size >= 1024
      ? await render(document, { format: 'png', size, assets })
      : await renderThumbnail(document, { format: 'png', size: Math.max(64, size), assets });
  return { document, bytes: Buffer.from(bytes) };
}

export async function runMockup(deps: MockupJobDeps, mockupId: string): Promise<Settled> {
  const { assets } = deps;
  return runPaid<MockupRow, object>(
    deps,
    { table: paidMockups, id: mockupId, kind: 'mockup', finished: TERMINAL },
    (mockup) => renderOutputs(deps, assets, mockup),
    (mockup, outcome, result) => settle(deps, mockup, outcome, 'error' in result ? result.error : undefined),
  );
}

/** Renders and stores each output not stored yet, in order. */
async function renderOutputs(deps: MockupJobDeps, assets: AssetsService, mockup: MockupRow): Promise<object> {
  const { db } = deps;
  const mockupId = mockup.id;
  const artworks = new Map<string, Buffer>();
  for (const id of mockup.artworks) {
    const source = await assets.sourceImage(mockup.userId, id);
    if (!source) throw new Error(MOCKUP_MESSAGES.artworkNotFound);
    artworks.set(id, source.bytes);
  }
  const unrendered = await unrenderedOutputs(db, mockupId);
  // The next output renders while the last one is stored (watermark, encoding, database): the
  // render holds the event loop, storing mostly waits on libvips threads and Postgres. At most
  // one store is in flight.
  let storing: Promise<void> = Promise.resolve();
  try {
    for (const output of unrendered) {
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
          mockup.placement,
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
  return {};
}

async function completeOutput(deps: MockupJobDeps, mockupId: string, outputId: string, assetId: string) {
  const now = new Date();
  await setOutputAsset(deps.db, outputId, assetId, now);
  // Progress keeps the stalled-mockup sweep away from a mockup that is still rendering.
  await touchMockup(deps.db, mockupId, now);
}

/** The mockup's texts and its guarded status update, for the paid job's one settle (jobs/paid-job.ts). */
function settle(
  deps: MockupJobDeps,
  mockup: MockupRow,
  outcome: PaidOutcome,
  error?: string,
): Promise<Settled> {
  const completed = outcome === 'completed';
  return settlePaid(deps, {
    row: mockup,
    outcome,
    claim: (tx) =>
      finishRow(tx, { table: paidMockups, id: mockup.id, finished: TERMINAL }, outcome, { error }),
    notification: {
      type: completed ? 'mockup_ready' : DESIGN_ERROR_NOTIFICATION,
      title: completed ? MOCKUP_MESSAGES.readyTitle : MOCKUP_MESSAGES.errorTitle,
      message: completed ? MOCKUP_MESSAGES.readyMessage : MOCKUP_MESSAGES.failed,
      deeplink: mockupDeeplink(mockup.id),
      queryKeys: [[...MOCKUP_QUERY_KEY], [...MOCKUP_QUERY_KEY, mockup.id]],
    },
  });
}
