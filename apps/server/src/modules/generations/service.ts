import { createHash, randomBytes } from 'node:crypto';
import {
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_LIMITS,
  DESIGN_MESSAGES,
  packagingGenerationForm,
  packagingGenerationFormLoggedOut,
  UPLOAD_MESSAGES,
} from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { type ActionsService, type CreateOptions, completedImagesOf, statusesOf } from '../actions/index.ts';
import type { AssetsService } from '../assets/index.ts';
import {
  type GenerationRow,
  generationNamesStartingWith,
  generationPage,
  insertGenerationNamed,
  insertLaunch,
  launchByTokenHash,
  launchesFromIpSince,
  markLaunchClaimed,
  type NewGeneration,
  ownLiveGeneration,
  ownsGeneration,
} from './repository.ts';

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

type Row = GenerationRow;

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
export type GenerationsDeps = Pick<AppDeps, 'db' | 'config' | 'storage' | 'humanCheck' | 'log' | 'jobs'> & {
  assets: AssetsService;
  actions: ActionsService;
  now?: () => Date;
};

/**
 * The packaging generator (spring generations): the form becomes a packaging-generation design
 * action that the pipeline renders, plus the list record, in one transaction with the credits. A
 * logged-out launch keeps the form for 30 minutes; only the browser that made it can claim it, by
 * the claim token it was given (never by the email alone).
 */
export function generationsService(deps: GenerationsDeps) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const { assets, actions } = deps;
  const { humanCheck } = deps;

  /**
   * Inserts the list record under the user's name for it, or the brand with the first free
   * " (n)" suffix. ON CONFLICT DO NOTHING makes a parallel insert of the same name lose cleanly.
   */
  async function insertNamed(
    tx: DbOrTx,
    userId: string,
    wanted: string | undefined,
    brand: string,
    values: Omit<NewGeneration, 'name' | 'userId'>,
  ): Promise<Row> {
    const insert = (name: string) => insertGenerationNamed(tx, { ...values, userId, name });
    if (wanted?.trim()) {
      const row = await insert(wanted.trim());
      if (!row) throw badRequest(DESIGN_MESSAGES.springNameTaken, 'name_taken');
      return row;
    }
    const taken = new Set(await generationNamesStartingWith(tx, userId, brand));
    for (let n = 1; ; n++) {
      const name = n === 1 ? brand : `${brand} (${n})`;
      if (taken.has(name)) continue;
      const row = await insert(name);
      if (row) return row;
    }
  }

  async function create(userId: string, input: unknown, options: CreateOptions = {}) {
    const form = parseOr400(packagingGenerationForm.safeParse(input));
    if (form.remixedFrom) {
      if (!(await ownsGeneration(db, userId, form.remixedFrom))) throw notFound();
    }
    const { name: _name, newUserEmail: _email, remixedFrom: _r, remixedFromVersion: _v, ...metadata } = form;
    let generation: Row | undefined;
    // Reserves the credits (402 when short) and queues the renders, with the list record.
    const action = await actions.create(
      userId,
      { type: 'packaging-generation', sessionId: form.sessionId, metadata },
      {
        inTransaction: async (tx, created) => {
          generation = await insertNamed(tx, userId, form.name, form.brand, {
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
            designActionId: created.id,
            sessionId: created.sessionId,
          });
          await options.inTransaction?.(tx, created);
        },
      },
    );
    return { generation: springDto(generation!, action.status), designAction: action };
  }

  /** The first finished concepts of each action (the list's thumbnails), in position order. */
  async function thumbnailsOf(userId: string, actionIds: string[]): Promise<Map<string, string[]>> {
    if (actionIds.length === 0) return new Map();
    const images = await completedImagesOf(db, actionIds);
    const urls = await assets.urlsFor(
      userId,
      images.map((i) => i.assetId),
    );
    const byAction = new Map<string, string[]>();
    for (const { actionId, assetId } of images) {
      const list = byAction.get(actionId) ?? [];
      const url = urls.get(assetId)?.thumbnailUrl;
      if (url && list.length < LIST_THUMBNAILS) byAction.set(actionId, [...list, url]);
    }
    return byAction;
  }

  return {
    create,

    /**
     * A logged-out launch: human-checked, limited per IP address, validated now and kept for 30
     * minutes; nothing is charged until the browser that made it claims it with its token.
     */
    async launch(input: unknown, ip: string) {
      const { recaptchaToken, ...form } = parseOr400(packagingGenerationFormLoggedOut.safeParse(input));
      if (!form.isLaunchPackaging || !form.newUserEmail)
        throw badRequest(DESIGN_MESSAGES.launchEmailRequired, 'validation');
      const since = new Date(now().getTime() - 3600_000);
      const recent = await launchesFromIpSince(db, ip, since);
      if (recent >= deps.config.LAUNCH_REQUESTS_PER_IP) throw tooManyRequests();
      if (!recaptchaToken || !(await humanCheck.verify(recaptchaToken, ip)))
        throw forbidden(UPLOAD_MESSAGES.humanCheckFailed, 'human_check_failed');
      const claimToken = randomBytes(32).toString('base64url');
      const expires = new Date(now().getTime() + DESIGN_LIMITS.launchExpiryMinutes * 60_000);
      const row = await insertLaunch(db, {
        email: form.newUserEmail.toLowerCase(),
        claimTokenHash: hashToken(claimToken),
        form: form as unknown as Record<string, unknown>,
        ip,
        expires,
      });
      return { id: row.id, claimToken, expiresAt: expires.toISOString(), email: form.newUserEmail };
    },

    /**
     * Claims one launch by its token, for the signed-in owner of its email: the generation, its
     * credits and the claim mark commit together; a launch is claimed at most once.
     */
    async claim(userId: string, email: string, claimToken: string) {
      const row = await launchByTokenHash(db, hashToken(claimToken));
      if (!row || row.claimedAt) throw notFound();
      if (row.expires <= now()) throw badRequest(DESIGN_MESSAGES.launchExpired, 'expired');
      if (row.email !== email.toLowerCase())
        throw badRequest(DESIGN_MESSAGES.launchWrongAccount, 'wrong_account');
      // The logo, artwork and files were uploaded logged out: they become this account's assets.
      await assets.adoptUploads(
        userId,
        DESIGN_ACTION_DESCRIPTORS['packaging-generation'].referencedAssetIds(row.form),
      );
      return create(userId, row.form, {
        inTransaction: async (tx, action) => {
          const taken = await markLaunchClaimed(tx, row.id, {
            claimedByUserId: userId,
            claimedAt: now(),
            designActionId: action.id,
          });
          if (!taken) throw notFound(); // claimed in parallel: this generation rolls back
        },
      });
    },

    async list(userId: string, page: number, pageSize: number) {
      const { total, rows } = await generationPage(db, userId, pageSize, (page - 1) * pageSize);
      const actionIds = rows.flatMap((r) => r.designActionId ?? []);
      const [statuses, thumbnails] = await Promise.all([
        statusesOf(db, actionIds),
        thumbnailsOf(userId, actionIds),
      ]);
      const data = rows.map((r) => ({
        ...springDto(r, statuses.get(r.designActionId ?? '') ?? null),
        thumbnailUrls: thumbnails.get(r.designActionId ?? '') ?? [],
      }));
      return { data, total, totalCount: total };
    },

    async get(userId: string, id: string) {
      const found = await ownLiveGeneration(db, userId, id);
      if (!found) throw notFound();
      const designAction = found.designActionId ? await actions.get(userId, found.designActionId) : null;
      return { ...springDto(found, designAction?.status ?? null), designAction };
    },
  };
}

export type GenerationsService = ReturnType<typeof generationsService>;
