import {
  JUDGE_LIMITS,
  JUDGE_MESSAGES,
  type JudgeEvaluateRequest,
  type JudgeEvaluation,
  judgeCost,
  type ListJudgeQuery,
} from '@packsmith/core';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CreditsService } from '../credits/index.ts';
import { tierOf } from '../users/index.ts';
import { type JudgeRow, toEvaluationDto } from './dto.ts';
import { judgeJob } from './jobs.ts';
import { evaluationPage, insertEvaluation, ownEvaluation, setEvaluationReservation } from './repository.ts';

export type JudgeServiceDeps = Pick<AppDeps, 'db' | 'storage' | 'log' | 'jobs' | 'config'> & {
  credits: CreditsService;
  assets: AssetsService;
};

/** The design must be one of the caller's live images (404 otherwise); one without a document is read from its pixels. */
async function checkDesign(assets: AssetsService, userId: string, assetId: string) {
  const found = z.uuid().safeParse(assetId).success ? await assets.documentOf(userId, assetId) : null;
  if (!found) throw notFound(JUDGE_MESSAGES.designNotFound);
}

export function judgeService(deps: JudgeServiceDeps) {
  const { db, credits, assets } = deps;

  async function toDtos(userId: string, rows: JudgeRow[]): Promise<JudgeEvaluation[]> {
    const urls = await assets.urlsFor(
      userId,
      rows.flatMap((r) => r.assetIds),
    );
    return rows.map((r) => toEvaluationDto(r, urls));
  }

  return {
    /**
     * Rating needs a paid tier (403 with the upsell reason), designs of the caller's with a document,
     * and the judge evaluation cost per design (reserved now, captured when the scores are in).
     */
    async evaluate(userId: string, req: JudgeEvaluateRequest): Promise<JudgeEvaluation> {
      const tier = await tierOf(db, userId);
      if (!tier) throw notFound();
      if (tier === 'free') throw forbidden(JUDGE_MESSAGES.upsellMessage, 'upsell_required');
      for (const id of req.assetIds) await checkDesign(assets, userId, id);
      const cost = judgeCost(req.assetIds.length);
      const row = await db.transaction(async (tx) => {
        const created = await insertEvaluation(tx, {
          userId,
          mode: req.mode,
          assetIds: req.assetIds,
          creditCost: cost,
        });
        const reservation = await credits.reserve(userId, 'judge_eval', cost, {
          tx,
          reference: created.id,
          message: JUDGE_MESSAGES.insufficient,
        });
        return setEvaluationReservation(tx, created.id, reservation.id);
      });
      await judgeJob.enqueue(deps, row.id);
      const [dto] = await toDtos(userId, [row]);
      return dto!;
    },

    async get(userId: string, id: string): Promise<JudgeEvaluation> {
      const row = await ownEvaluation(db, userId, id);
      if (!row) throw notFound();
      const [dto] = await toDtos(userId, [row]);
      return dto!;
    },

    /** The user's evaluations, newest first. */
    async list(userId: string, q: ListJudgeQuery) {
      const { rows, total } = await evaluationPage(
        db,
        userId,
        Math.min(q.limit, JUDGE_LIMITS.maxPageSize),
        q.offset,
      );
      return { data: await toDtos(userId, rows), totalCount: total };
    },
  };
}

export type JudgeService = ReturnType<typeof judgeService>;
