/**
 * Staff's view of design actions across all users (/admin/generations): a searchable, paged list,
 * re-queueing a failed or stalled action, and cancelling an unfinished one. Owners' e-mails come
 * from the users module and thumbnails from the assets module, each in a fixed number of calls.
 */
import {
  type AdminCommand,
  type AdminGeneration,
  type AdminGenerationsPage,
  type AdminListParams,
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_FLOW_TEXTS,
  type DesignActionType,
  type DesignStatus,
  isDesignStatusActive,
  MESSAGES,
} from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { recordAudit } from '../admin/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { findPeople } from '../users/index.ts';
import { designActionJob } from './jobs.ts';
import { type ActionRow, imagesOf, setReservation } from './repository.ts';
import {
  adminActionsPage,
  findLiveAction,
  liveActions,
  PROMPT_KEYS,
  restartFailedAction,
} from './repository-admin.ts';
import { settleFailed } from './settle.ts';

const promptOf = (metadata: Record<string, unknown>) => {
  const found = PROMPT_KEYS.map((key) => metadata[key]).find((v) => typeof v === 'string' && v);
  return (found as string | undefined) ?? null;
};

/** Staff search: the people a search text names by exact e-mail (any case); none unless it holds an '@'. */
export async function ownerIdsForSearch(db: DbOrTx, q: string): Promise<string[]> {
  if (!q.includes('@')) return [];
  return (await findPeople(db, { emails: [q] })).map((p) => p.id);
}

/**
 * Thumbnail URLs of assets across owners, one lookup per owner (an asset is only ever its owner's):
 * `src(ownerId, assetId)` is the thumbnail, else the full image, else null.
 */
export async function ownersThumbnails(
  assets: AssetsService,
  wanted: { ownerId: string; assetIds: (string | null)[] }[],
): Promise<(ownerId: string, assetId: string | null) => string | null> {
  const byOwner = new Map<string, string[]>();
  for (const { ownerId, assetIds } of wanted)
    byOwner.set(ownerId, [...(byOwner.get(ownerId) ?? []), ...assetIds.flatMap((a) => a ?? [])]);
  const urls = new Map(
    await Promise.all(
      [...byOwner].map(
        async ([ownerId, assetIds]) => [ownerId, await assets.urlsFor(ownerId, assetIds)] as const,
      ),
    ),
  );
  return (ownerId, assetId) => {
    const found = assetId ? urls.get(ownerId)?.get(assetId) : undefined;
    return found?.thumbnailUrl ?? found?.url ?? null;
  };
}

export type AdminActionsDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'log' | 'config' | 'onDesignActionSettled' | 'jobs'
> & { assets: AssetsService; credits: CreditsService; notifications: NotificationsService };

export function adminActionsService(deps: AdminActionsDeps) {
  const { db, assets, credits } = deps;

  const isStalled = (row: ActionRow, now: number) =>
    isDesignStatusActive(row.status) &&
    row.lastUpdatedAt.getTime() < now - deps.config.DESIGN_ACTION_STALL_SECONDS * 1000;

  /** Rows as staff see them: owners, then thumbnails per owner (their assets are theirs alone). */
  async function toGenerations(rows: ActionRow[]): Promise<AdminGeneration[]> {
    const ownerIds = [...new Set(rows.map((r) => r.userId))];
    const [images, owners] = await Promise.all([
      imagesOf(
        db,
        rows.map((r) => r.id),
      ),
      findPeople(db, { ids: ownerIds }),
    ]);
    const emailOf = new Map(owners.map((o) => [o.id, o.email]));
    const assetIdsOf = (row: ActionRow) =>
      (images.get(row.id) ?? []).filter((i) => i.status === 'completed').map((i) => i.assetId);
    const src = await ownersThumbnails(
      assets,
      rows.map((row) => ({ ownerId: row.userId, assetIds: assetIdsOf(row) })),
    );
    const now = Date.now();
    return rows.map((row) => ({
      id: row.id,
      ownerEmail: emailOf.get(row.userId) ?? null,
      type: row.type as DesignActionType,
      status: row.status as DesignStatus,
      stalled: isStalled(row, now),
      prompt: promptOf(row.metadata),
      error: row.error,
      creditCost: row.creditCost,
      provider: row.provider,
      createdAt: row.createdAt.toISOString(),
      thumbnails: assetIdsOf(row).flatMap((assetId) => src(row.userId, assetId) ?? []),
    }));
  }

  async function load(id: string): Promise<ActionRow> {
    const row = await findLiveAction(db, id);
    if (!row) throw notFound();
    return row;
  }

  async function reload(id: string): Promise<AdminGeneration> {
    const [generation] = await toGenerations([await load(id)]);
    return generation!;
  }

  /** A failed action runs again: its unfinished images go back to pending and its credits are held anew. */
  async function restartFailed(actor: AuthenticatedUser, row: ActionRow) {
    const type = row.type as DesignActionType;
    await credits.transaction(row.userId, async (tx) => {
      if (!(await restartFailedAction(tx, row.id))) throw badRequest(MESSAGES.adminGenerations.notRetryable);
      await recordAudit(tx, actor, {
        action: 'generation.retry',
        target: row.id,
        before: { status: row.status, error: row.error },
        after: { status: 'pending' },
      });
      // Last, as on create: the user's credit row stays locked only from here to the commit.
      const reservation = await credits.reserve(
        row.userId,
        DESIGN_ACTION_DESCRIPTORS[type].creditAction,
        row.creditCost,
        { tx, reference: row.id, message: DESIGN_FLOW_TEXTS[type].insufficient },
      );
      await setReservation(tx, row.id, reservation.id);
    });
  }

  /**
   * Failed → runs again with credits held anew; stalled → queued again, as the sweep does (a run
   * resumes where the last one stopped). Anything else is a 400.
   */
  async function retry(actor: AuthenticatedUser, id: string): Promise<AdminGeneration> {
    const row = await load(id);
    if (row.status === 'error') {
      await restartFailed(actor, row);
    } else if (isStalled(row, Date.now())) {
      await recordAudit(db, actor, {
        action: 'generation.requeue',
        target: row.id,
        before: { status: row.status, lastUpdatedAt: row.lastUpdatedAt.toISOString() },
        after: { status: row.status, requeued: true },
      });
    } else {
      throw badRequest(MESSAGES.adminGenerations.notRetryable);
    }
    await designActionJob.enqueue(deps, row.id);
    return reload(row.id);
  }

  /** An unfinished action fails as a failure would: its held credits are released, once. */
  async function cancel(actor: AuthenticatedUser, id: string): Promise<AdminGeneration> {
    const row = await load(id);
    if (!isDesignStatusActive(row.status)) throw badRequest(MESSAGES.adminGenerations.notCancellable);
    const outcome = await settleFailed(
      {
        ...deps,
        onDesignActionSettled: async (tx, event) => {
          await deps.onDesignActionSettled(tx, event);
          await recordAudit(tx, actor, {
            action: 'generation.cancel',
            target: row.id,
            before: { status: row.status },
            after: { status: 'error', creditsReleased: row.creditReservationId !== null },
          });
        },
      },
      row,
      MESSAGES.adminGenerations.cancelledError,
    );
    if (outcome === 'skipped') throw badRequest(MESSAGES.adminGenerations.notCancellable);
    return reload(row.id);
  }
  return {
    /** Newest first; `q` matches the owner's e-mail exactly (any case) or words in the prompt. */
    async list(query: AdminListParams): Promise<AdminGenerationsPage> {
      const q = query.q;
      const search = q ? { q, ownerIds: await ownerIdsForSearch(db, q) } : undefined;
      const { rows, totalCount } = await adminActionsPage(db, search, query);
      return {
        generations: await toGenerations(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount,
      };
    },

    retry,
    cancel,

    /** Staff's view of these actions, by id (the lists built on design actions show their state). */
    async summaries(actionIds: readonly string[]): Promise<Map<string, AdminGeneration>> {
      if (actionIds.length === 0) return new Map();
      const rows = await liveActions(db, actionIds);
      return new Map((await toGenerations(rows)).map((g) => [g.id, g]));
    },

    /** Retry or cancel the design action behind another row; a row without one gets a 400. */
    async command(actor: AuthenticatedUser, command: AdminCommand, actionId: string | null): Promise<void> {
      if (!actionId) throw badRequest(MESSAGES.adminGenerations.noDesignAction);
      await (command === 'retry' ? retry : cancel)(actor, actionId);
    },
  };
}

export type AdminActionsService = ReturnType<typeof adminActionsService>;
