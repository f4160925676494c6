import { JUDGE_CRITERIA, type JudgeEvaluation, type JudgeMode, type JudgeStatus } from '@packsmith/core';
import type { AssetUrls } from '../assets/index.ts';
import type { JudgeRow } from './repository.ts';

export type { JudgeRow };

export const TERMINAL: JudgeStatus[] = ['completed', 'failed'];

export function toEvaluationDto(row: JudgeRow, urls: Map<string, AssetUrls>): JudgeEvaluation {
  const scored = new Map(row.scores.map((s) => [s.assetId, s]));
  return {
    id: row.id,
    mode: row.mode as JudgeMode,
    status: row.status as JudgeStatus,
    creditCost: row.creditCost,
    winnerAssetId: row.winnerAssetId,
    summary: row.summary,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    designs: row.assetIds.map((assetId, position) => {
      const s = scored.get(assetId);
      // criteria in the contract's order, whatever order they were stored in
      const criteria = s ? JUDGE_CRITERIA.flatMap((c) => s.criteria.filter((x) => x.key === c.key)) : [];
      return {
        assetId,
        position,
        url: urls.get(assetId)?.url ?? null,
        thumbnailUrl: urls.get(assetId)?.thumbnailUrl ?? null,
        overall: s?.overall ?? null,
        criteria,
      };
    }),
  };
}
