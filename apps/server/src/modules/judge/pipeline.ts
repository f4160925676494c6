/**
 * The judge job: reads each design's document and stored pixels, scores it with the local judge
 * (packages/render); the paid job (jobs/paid-job.ts) settles it once — completed (credits captured,
 * `judge_complete`) or failed (credits released).
 */
import {
  DESIGN_ERROR_NOTIFICATION,
  JUDGE_CRITERIA,
  JUDGE_MESSAGES,
  JUDGE_QUERY_KEY,
  judgeDeeplink,
} from '@packsmith/core';
import { judgeDesign, judgeImage, packagingDocumentSchema, pickWinner } from '@packsmith/render';
import sharp from 'sharp';
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
import { type JudgeRow, TERMINAL } from './dto.ts';
import { type JudgeScoreRecord, paidEvaluations } from './repository.ts';

export type JudgeJobDeps = Pick<AppDeps, 'db' | 'storage' | 'realtime' | 'jobs'> &
  SettleDeps & { assets: AssetsService; log?: AppDeps['log'] };

/** The judge reads pixels at this width: enough for colour and contrast, fast to decode. */
const PIXEL_WIDTH = 512;

async function scoreDesign(deps: JudgeJobDeps, userId: string, assetId: string): Promise<JudgeScoreRecord> {
  const { assets } = deps;
  const source = await assets.sourceImage(userId, assetId);
  if (!source) throw new Error(JUDGE_MESSAGES.designNotFound);
  const { data, info } = await sharp(source.bytes)
    .resize({ width: PIXEL_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
  // Uploads and model edits carry no document (or a non-packaging one): the judge reads their pixels alone.
  const doc = packagingDocumentSchema.safeParse(source.document);
  const r = doc.success ? judgeDesign(doc.data, pixels) : judgeImage(pixels);
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

interface JudgeResult {
  scores: JudgeScoreRecord[];
  winnerAssetId: string | null;
  summary: string;
}

export async function runJudge(deps: JudgeJobDeps, evaluationId: string): Promise<Settled> {
  return runPaid<JudgeRow, JudgeResult>(
    deps,
    { table: paidEvaluations, id: evaluationId, kind: 'judge evaluation', finished: TERMINAL },
    async (row) => {
      const scores: JudgeScoreRecord[] = [];
      for (const assetId of row.assetIds) scores.push(await scoreDesign(deps, row.userId, assetId));
      const winner = pickWinner(scores.map((s) => ({ overall: s.overall ?? 0 })));
      return {
        scores,
        winnerAssetId: row.mode === 'MULTI' ? scores[winner]!.assetId : null,
        summary: summarise(row.mode, scores, winner),
      };
    },
    (row, outcome, result) => settle(deps, row, outcome, result),
  );
}

/** The evaluation's texts and its guarded status update, for the paid job's one settle (jobs/paid-job.ts). */
function settle(
  deps: JudgeJobDeps,
  row: JudgeRow,
  outcome: PaidOutcome,
  result: Partial<JudgeResult> & { error?: string },
): Promise<Settled> {
  const completed = outcome === 'completed';
  return settlePaid(deps, {
    row,
    outcome,
    claim: (tx) =>
      finishRow(tx, { table: paidEvaluations, id: row.id, finished: TERMINAL }, outcome, {
        error: result.error,
        scores: result.scores ?? [],
        winnerAssetId: result.winnerAssetId ?? null,
        summary: result.summary ?? null,
      }),
    notification: {
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
  });
}
