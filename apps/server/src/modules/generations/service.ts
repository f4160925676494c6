import { createHash, randomBytes } from 'node:crypto';
import {
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  type DesignAction,
  packagingGenerationForm,
  packagingGenerationFormLoggedOut,
} from '@packsmith/core';
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  designActionImages,
  designActions,
  preauthDesignGenerations,
  streamSpringGeneration,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { actionsService, referencedAssetIds } from '../actions/service.ts';
import { assetsServiceFor } from '../assets/service.ts';

/** The spring list's statuses, from the design action that does the work ('finished' means done). */
const SPRING_STATUS: Record<string, string> = {
  pending: 'pending',
  generating: 'generating',
  retrying: 'retrying',
  completed: 'finished',
  error: 'error',
};

/** Concepts shown per row of the generations list. */
const LIST_THUMBNAILS = 4;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The first message of a failed parse, as a 400. */
function parseOr400<T>(
  result: { success: true; data: T } | { success: false; error: { issues: { message: string }[] } },
): T {
  if (!result.success)
    throw badRequest(result.error.issues[0]?.message ?? DESIGN_MESSAGES.required, 'validation');
  return result.data;
}

type Row = typeof streamSpringGeneration.$inferSelect;

function springDto(r: Row, actionStatus: string | null) {
  return {
    id: r.id,
    name: r.name,
    status: SPRING_STATUS[actionStatus ?? r.status] ?? r.status,
    isPrivate: r.isPrivate,
    brand: r.brand,
    slogan: r.slogan,
    industry: r.industry,
    colours: r.colours,
    packagingType: r.packagingType,
    packagingImage: r.packagingImage,
    imageCount: r.imageCount,
    isConceptMode: r.isConceptMode,
    designActionId: r.designActionId,
    sessionId: r.sessionId,
    createdAt: r.createdAt.toISOString(),
    lastUpdatedAt: r.lastUpdatedAt.toISOString(),
  };
}

/**
 * The packaging generator (spring generations): the form becomes a packaging-generation design
 * action that the pipeline renders, plus the list record. A logged-out launch keeps the form as a
 * preauth record for 30 minutes, claimed into the account when its email signs in.
 */
export function generationsService(deps: { db: Db; config: Config; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const assets = assetsServiceFor(deps.config, db);
  const actions = actionsService({ ...deps, assets });

  async function uniqueName(userId: string, wanted: string | undefined, brand: string) {
    const taken = async (name: string) =>
      (
        await db
          .select({ id: streamSpringGeneration.id })
          .from(streamSpringGeneration)
          .where(and(eq(streamSpringGeneration.userId, userId), eq(streamSpringGeneration.name, name)))
      ).length > 0;
    if (wanted?.trim()) {
      if (await taken(wanted.trim())) throw badRequest(DESIGN_MESSAGES.springNameTaken, 'name_taken');
      return wanted.trim();
    }
    for (let n = 1; ; n++) {
      const name = n === 1 ? brand : `${brand} (${n})`;
      if (!(await taken(name))) return name;
    }
  }

  async function create(userId: string, input: unknown) {
    const form = parseOr400(packagingGenerationForm.safeParse(input));
    if (form.remixedFrom) {
      const [source] = await db
        .select({ id: streamSpringGeneration.id })
        .from(streamSpringGeneration)
        .where(
          and(eq(streamSpringGeneration.id, form.remixedFrom), eq(streamSpringGeneration.userId, userId)),
        );
      if (!source) throw notFound();
    }
    const name = await uniqueName(userId, form.name, form.brand);
    const { name: _name, newUserEmail: _email, remixedFrom: _r, remixedFromVersion: _v, ...metadata } = form;
    // Reserves the credits (402 when short) and queues the renders.
    const action = await actions.create(userId, {
      type: 'packaging-generation',
      sessionId: form.sessionId,
      metadata,
    });
    const [row] = await db
      .insert(streamSpringGeneration)
      .values({
        userId,
        name,
        status: 'pending',
        isPrivate: form.isPrivate,
        logo: form.logo ?? null,
        artwork: form.artwork ?? null,
        packagingType: form.packagingType ?? null,
        packagingImage: form.packagingImage,
        brand: form.brand,
        slogan: form.slogan ?? null,
        industry: form.industry ?? null,
        colours: form.colours,
        imageCount: form.imageCount,
        isConceptMode: form.isConceptMode,
        designActionId: action.id,
        sessionId: action.sessionId,
      })
      .returning();
    return { generation: springDto(row!, action.status), designAction: action };
  }

  async function claimRow(userId: string, row: typeof preauthDesignGenerations.$inferSelect) {
    const [taken] = await db
      .update(preauthDesignGenerations)
      .set({ claimedByUserId: userId, claimedAt: now() })
      .where(and(eq(preauthDesignGenerations.id, row.id), isNull(preauthDesignGenerations.claimedAt)))
      .returning({ id: preauthDesignGenerations.id });
    if (!taken) return null; // claimed in parallel
    let created: Awaited<ReturnType<typeof create>>;
    try {
      // The logo, artwork and files were uploaded logged out: they become this account's assets.
      await assets.adoptUploads(userId, referencedAssetIds('packaging-generation', row.form));
      created = await create(userId, row.form);
    } catch (err) {
      // Not started (e.g. 402): leave it claimable until it expires.
      await db
        .update(preauthDesignGenerations)
        .set({ claimedByUserId: null, claimedAt: null })
        .where(eq(preauthDesignGenerations.id, row.id));
      throw err;
    }
    await db
      .update(preauthDesignGenerations)
      .set({ designActionId: created.designAction.id })
      .where(eq(preauthDesignGenerations.id, row.id));
    return created;
  }

  /** The first finished concepts of each action (the list's thumbnails), in position order. */
  async function thumbnailsOf(userId: string, actionIds: string[]): Promise<Map<string, string[]>> {
    if (actionIds.length === 0) return new Map();
    const images = await db
      .select({ actionId: designActionImages.designActionId, assetId: designActionImages.assetId })
      .from(designActionImages)
      .where(
        and(
          inArray(designActionImages.designActionId, actionIds),
          eq(designActionImages.status, 'completed'),
          isNull(designActionImages.deletedAt),
          isNotNull(designActionImages.assetId),
        ),
      )
      .orderBy(asc(designActionImages.position));
    const urls = await assets.thumbnailUrls(
      userId,
      images.map((i) => i.assetId!),
    );
    const byAction = new Map<string, string[]>();
    for (const { actionId, assetId } of images) {
      const list = byAction.get(actionId) ?? [];
      const url = urls.get(assetId!);
      if (url && list.length < LIST_THUMBNAILS) byAction.set(actionId, [...list, url]);
    }
    return byAction;
  }

  return {
    create,

    /** A logged-out launch: validated now, kept for 30 minutes, nothing charged yet. */
    async launch(input: unknown) {
      const form = parseOr400(packagingGenerationFormLoggedOut.safeParse(input));
      if (!form.isLaunchPackaging || !form.newUserEmail)
        throw badRequest(DESIGN_MESSAGES.launchEmailRequired, 'validation');
      const claimToken = randomBytes(32).toString('base64url');
      const expires = new Date(now().getTime() + DESIGN_LIMITS.launchExpiryMinutes * 60_000);
      const [row] = await db
        .insert(preauthDesignGenerations)
        .values({
          email: form.newUserEmail.toLowerCase(),
          claimTokenHash: hashToken(claimToken),
          form: form as unknown as Record<string, unknown>,
          expires,
        })
        .returning({ id: preauthDesignGenerations.id });
      return { id: row!.id, claimToken, expiresAt: expires.toISOString(), email: form.newUserEmail };
    },

    /** Claims one launch by its token, for the signed-in owner of its email. */
    async claim(userId: string, email: string, claimToken: string) {
      const [row] = await db
        .select()
        .from(preauthDesignGenerations)
        .where(eq(preauthDesignGenerations.claimTokenHash, hashToken(claimToken)));
      if (!row || row.claimedAt) throw notFound();
      if (row.expires <= now()) throw badRequest(DESIGN_MESSAGES.launchExpired, 'expired');
      if (row.email !== email.toLowerCase())
        throw badRequest(DESIGN_MESSAGES.launchWrongAccount, 'wrong_account');
      const created = await claimRow(userId, row);
      if (!created) throw notFound();
      return created;
    },

    /** At sign-in: every unexpired launch made with this email becomes a real generation. */
    async claimPendingFor(email: string): Promise<DesignAction[]> {
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      if (!user) return [];
      const rows = await db
        .select()
        .from(preauthDesignGenerations)
        .where(
          and(
            eq(preauthDesignGenerations.email, email.toLowerCase()),
            isNull(preauthDesignGenerations.claimedAt),
            gt(preauthDesignGenerations.expires, now()),
          ),
        );
      const claimed: DesignAction[] = [];
      for (const row of rows) {
        const created = await claimRow(user.id, row).catch(() => null);
        if (created) claimed.push(created.designAction);
      }
      return claimed;
    },

    async list(userId: string, page: number, pageSize: number) {
      const where = and(eq(streamSpringGeneration.userId, userId), isNull(streamSpringGeneration.deletedAt));
      const [{ total }] = await db.select({ total: count() }).from(streamSpringGeneration).where(where);
      const rows = await db
        .select({ row: streamSpringGeneration, actionStatus: designActions.status })
        .from(streamSpringGeneration)
        .leftJoin(designActions, eq(designActions.id, streamSpringGeneration.designActionId))
        .where(where)
        .orderBy(desc(streamSpringGeneration.createdAt))
        .limit(pageSize)
        .offset((page - 1) * pageSize);
      const thumbnails = await thumbnailsOf(
        userId,
        rows.flatMap((r) => r.row.designActionId ?? []),
      );
      const data = rows.map((r) => ({
        ...springDto(r.row, r.actionStatus),
        thumbnailUrls: thumbnails.get(r.row.designActionId ?? '') ?? [],
      }));
      return { data, total, totalCount: total };
    },

    async get(userId: string, id: string) {
      const [found] = await db
        .select({ row: streamSpringGeneration, actionStatus: designActions.status })
        .from(streamSpringGeneration)
        .leftJoin(designActions, eq(designActions.id, streamSpringGeneration.designActionId))
        .where(
          and(
            eq(streamSpringGeneration.id, id),
            eq(streamSpringGeneration.userId, userId),
            isNull(streamSpringGeneration.deletedAt),
          ),
        );
      if (!found) throw notFound();
      const designAction = found.row.designActionId
        ? await actions.get(userId, found.row.designActionId)
        : null;
      return { ...springDto(found.row, found.actionStatus), designAction };
    },
  };
}

/** Housekeeping: launch requests nobody claimed in time. */
export async function purgeExpiredLaunches(db: Db, now = new Date()): Promise<number> {
  const gone = await db
    .delete(preauthDesignGenerations)
    .where(and(isNull(preauthDesignGenerations.claimedAt), lt(preauthDesignGenerations.expires, now)))
    .returning({ id: preauthDesignGenerations.id });
  return gone.length;
}
