/**
 * Staff's view of design actions across all users (/admin/generations): a searchable, paged list,
 * re-queueing a failed or stalled action, and cancelling an unfinished one. Owners' e-mails come
 * from the users module and thumbnails from the assets module, each in a fixed number of calls.
 */
import {
  type AdminGeneration,
  type AdminGenerationsPage,
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_FLOW_TEXTS,
  type DesignActionType,
  type DesignStatus,
  isDesignStatusActive,
  MESSAGES,
} from '@packsmith/core';
import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { designActionImages, designActions, designVariations } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../admin/index.ts';
import { assetsServiceFor } from '../assets/index.ts';
import { creditsService } from '../credits/service.ts';
import { findPeople } from '../users/index.ts';
import { enqueueDesignAction } from './jobs.ts';
import { type ActionRow, imagesOf } from './repository.ts';
import { settleFailed } from './settle.ts';

/** The metadata fields that hold what the person asked for, across action types. */
const PROMPT_KEYS = ['prompt', 'userDescription', 'userInstructions', 'instructions', 'productDescription'];

const promptText = sql<string>`concat_ws(' ', ${sql.join(
  PROMPT_KEYS.map((key) => sql`${designActions.metadata}->>${key}`),
  sql`, `,
)})`;

const promptOf = (metadata: Record<string, unknown>) => {
  const found = PROMPT_KEYS.map((key) => metadata[key]).find((v) => typeof v === 'string' && v);
  return (found as string | undefined) ?? null;
};

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export type AdminActionsDeps = Pick<
  AppDeps,
  'db' | 'storage' | 'log' | 'config' | 'onDesignActionSettled'
> & {
  /** Queue hook (tests pass a recorder); defaults to the pg-boss queue. */
  enqueue?: (actionId: string) => Promise<void>;
};

export function adminActionsService(deps: AdminActionsDeps) {
  const { db } = deps;
  const assets = assetsServiceFor(deps);
  const enqueue = deps.enqueue ?? enqueueDesignAction;

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
      (images.get(row.id) ?? []).filter((i) => i.status === 'completed' && i.assetId).map((i) => i.assetId!);
    const urlsByOwner = new Map(
      await Promise.all(
        ownerIds.map(async (ownerId) => {
          const wanted = rows.filter((r) => r.userId === ownerId).flatMap(assetIdsOf);
          return [ownerId, await assets.urlsFor(ownerId, wanted)] as const;
        }),
      ),
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
      thumbnails: assetIdsOf(row).flatMap((assetId) => {
        const urls = urlsByOwner.get(row.userId)?.get(assetId);
        const src = urls?.thumbnailUrl ?? urls?.url;
        return src ? [src] : [];
      }),
    }));
  }

  async function load(id: string): Promise<ActionRow> {
    const [row] = await db
      .select()
      .from(designActions)
      .where(and(eq(designActions.id, id), isNull(designActions.deletedAt)));
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
    await creditsService(db).transaction(row.userId, async (tx) => {
      const now = new Date();
      const [won] = await tx
        .update(designActions)
        .set({
          status: 'pending',
          error: null,
          retryCount: sql`${designActions.retryCount} + 1`,
          lastRetriedAt: now,
          lastUpdatedAt: now,
        })
        .where(and(eq(designActions.id, row.id), eq(designActions.status, 'error')))
        .returning({ id: designActions.id });
      if (!won) throw badRequest(MESSAGES.adminGenerations.notRetryable);
      await tx
        .update(designActionImages)
        .set({ status: 'pending', error: null, lastUpdatedAt: now })
        .where(
          and(eq(designActionImages.designActionId, row.id), ne(designActionImages.status, 'completed')),
        );
      await tx
        .update(designVariations)
        .set({ status: 'pending', error: null, lastUpdatedAt: now })
        .where(eq(designVariations.designActionId, row.id));
      await recordAudit(tx, actor, {
        action: 'generation.retry',
        target: row.id,
        before: { status: row.status, error: row.error },
        after: { status: 'pending' },
      });
      // Last, as on create: the user's credit row stays locked only from here to the commit.
      const reservation = await creditsService(db).reserve(
        row.userId,
        DESIGN_ACTION_DESCRIPTORS[type].creditAction,
        row.creditCost,
        { tx, reference: row.id, message: DESIGN_FLOW_TEXTS[type].insufficient },
      );
      await tx
        .update(designActions)
        .set({ creditReservationId: reservation.id })
        .where(eq(designActions.id, row.id));
    });
  }

  return {
    /** Newest first; `q` matches the owner's e-mail exactly (any case) or words in the prompt. */
    async list(query: { q?: string; limit: number; offset: number }): Promise<AdminGenerationsPage> {
      const q = query.q?.trim();
      let match: SQL | undefined;
      if (q) {
        const owners = q.includes('@') ? await findPeople(db, { emails: [q] }) : [];
        match = or(
          ilike(promptText, likePattern(q)),
          owners.length
            ? inArray(
                designActions.userId,
                owners.map((o) => o.id),
              )
            : undefined,
        );
      }
      const where = and(isNull(designActions.deletedAt), match);
      const [[total], rows] = await Promise.all([
        db.select({ n: count() }).from(designActions).where(where),
        db
          .select()
          .from(designActions)
          .where(where)
          .orderBy(desc(designActions.createdAt), desc(designActions.id))
          .limit(query.limit)
          .offset(query.offset),
      ]);
      return {
        generations: await toGenerations(rows),
        limit: query.limit,
        offset: query.offset,
        totalCount: total?.n ?? 0,
      };
    },

    /**
     * Failed → runs again with credits held anew; stalled → queued again, as the sweep does (a run
     * resumes where the last one stopped). Anything else is a 400.
     */
    async retry(actor: AuthenticatedUser, id: string): Promise<AdminGeneration> {
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
      await enqueue(row.id);
      return reload(row.id);
    },

    /** An unfinished action fails as a failure would: its held credits are released, once. */
    async cancel(actor: AuthenticatedUser, id: string): Promise<AdminGeneration> {
      const row = await load(id);
      if (!isDesignStatusActive(row.status)) throw badRequest(MESSAGES.adminGenerations.notCancellable);
      const outcome = await settleFailed(
        {
          db,
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
    },
  };
}
