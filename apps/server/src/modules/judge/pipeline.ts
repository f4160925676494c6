/**
 * The judge job: reads each design's document and stored pixels, scores it with the local judge
 * (packages/render), then settles once — completed (credits captured, `judge_complete`) or failed
 * (credits released). Settling is guarded by the status, so credits move exactly once.
 */
import {
  DESIGN_ERROR_NOTIFICATION,
  JUDGE_CRITERIA,
  JUDGE_MESSAGES,
  JUDGE_QUERY_KEY,
  judgeDeeplink,
} from '@packsmith/core';
import { judgeDesign, packagingDocumentSchema, pickWinner } from '@packsmith/render';
import sharp from 'sharp';
import type { AppDeps } from '../../deps.ts';
import { assetsService } from '../assets/index.ts';
import { creditsService } from '../credits/index.ts';
import { notificationsService } from '../notifications/index.ts';
import { type JudgeRow, TERMINAL } from './dto.ts';
import {
  evaluationById,
  finishEvaluation,
  type JudgeScoreRecord,
  markEvaluationProcessing,
} from './repository.ts';

export type JudgeJobDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime'> & { log?: AppDeps['log'] };

/** The judge reads pixels at this width: enough for colour and contrast, fast to decode. */
const PIXEL_WIDTH = 512;

async function scoreDesign(deps: JudgeJobDeps, userId: string, assetId: string): Promise<JudgeScoreRecord> {
  const assets = assetsService({ db: deps.db, storage: deps.storage, log: deps.log });
  const source = await assets.sourceImage(userId, assetId);
  if (!source) throw new Error(JUDGE_MESSAGES.designNotFound);
  const doc = packagingDocumentSchema.safeParse(source.document);
  if (!doc.success) throw new Error(JUDGE_MESSAGES.noDocument);
  const { data, info } = await sharp(source.bytes)
    .resize({ width: PIXEL_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const r = judgeDesign(doc.data, {
    data,
    width: info.width,
    height: info.height,
    channels: info.channels as 3 | 4,
  });
  return { assetId, overall: r.overall, criteria: r.criteria };
}

/** One line for the list: the winner and its lead, or the single design's strongest and weakest criterion. */
export function summarise(mode: string, scores: JudgeScoreRecord[], winner: number): string {
  const best = scores[winner]!;
  if (mode === 'MULTI')
    return `Design ${winner + 1} wins with ${best.overall}/10${
      scores.length > 1
        ? `, ahead of ${scores
            .filter((_, i) => i !== winner)
            .map((s) => s.overall)
            .join(' and ')}`
        : ''
    }.`;
  const sorted = [...best.criteria].sort((a, b) => b.score - a.score);
  const label = (k: string) => JUDGE_CRITERIA.find((c) => c.key === k)?.label ?? k;
  return `${best.overall}/10 overall: strongest on ${label(sorted[0]!.key).toLowerCase()}, weakest on ${label(
    sorted[sorted.length - 1]!.key,
  ).toLowerCase()}.`;
}

export async function runJudge(
  deps: JudgeJobDeps,
  evaluationId: string,
): Promise<'completed' | 'failed' | 'skipped'> {
  const { db } = deps;
  const row = await evaluationById(db, evaluationId);
  if (!row || TERMINAL.includes(row.status as never)) return 'skipped';
  await markEvaluationProcessing(db, evaluationId);
  try {
    const scores: JudgeScoreRecord[] = [];
    for (const assetId of row.assetIds) scores.push(await scoreDesign(deps, row.userId, assetId));
    const winner = pickWinner(scores.map((s) => ({ overall: s.overall ?? 0 })));
    return await settle(deps, row, 'completed', {
      scores,
      winnerAssetId: row.mode === 'MULTI' ? scores[winner]!.assetId : null,
      summary: summarise(row.mode, scores, winner),
    });
  } catch (err) {
    deps.log?.warn({ err, evaluationId }, 'judge evaluation failed');
    return await settle(deps, row, 'failed', {
      error: err instanceof Error ? err.message : String(err),
    });
  }
}

async function settle(
  deps: JudgeJobDeps,
  row: JudgeRow,
  outcome: 'completed' | 'failed',
  result: { scores?: JudgeScoreRecord[]; winnerAssetId?: string | null; summary?: string; error?: string },
): Promise<'completed' | 'failed' | 'skipped'> {
  const credits = creditsService(deps.db);
  const notifications = notificationsService(deps);
  return deps.db.transaction(async (tx) => {
    const now = new Date();
    const completed = outcome === 'completed';
    const won = await finishEvaluation(
      tx,
      row.id,
      {
        status: outcome,
        scores: result.scores ?? [],
        winnerAssetId: result.winnerAssetId ?? null,
        summary: result.summary ?? null,
        error: result.error ? result.error.slice(0, 1000) : null,
        completedAt: completed ? now : null,
        lastUpdatedAt: now,
      },
      TERMINAL,
    );
    if (!won) return 'skipped' as const;
    if (row.creditReservationId) {
      if (completed) await credits.capture(row.creditReservationId, { tx });
      else await credits.release(row.creditReservationId, { tx });
    }
    await notifications.notify(
      row.userId,
      {
        type: completed ? 'judge_complete' : DESIGN_ERROR_NOTIFICATION,
        title: completed ? JUDGE_MESSAGES.readyTitle : JUDGE_MESSAGES.errorTitle,
        message: completed
          ? row.mode === 'MULTI'
            ? JUDGE_MESSAGES.readyMessageMulti
            : JUDGE_MESSAGES.readyMessage
          : JUDGE_MESSAGES.failed,
        deeplink: judgeDeeplink(row.id),
        queryKeys: [[...JUDGE_QUERY_KEY], [...JUDGE_QUERY_KEY, row.id]],
      },
      tx,
    );
    return outcome;
  });
}
