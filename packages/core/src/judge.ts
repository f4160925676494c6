/** Design judge: rate one design or compare 2–4 (part 2 §2, §5, §9). */
import { z } from 'zod';
import { CREDIT_COSTS } from './credits.ts';

export const JUDGE_MODES = ['SINGLE', 'MULTI'] as const;
export type JudgeMode = (typeof JUDGE_MODES)[number];

export const JUDGE_LIMITS = {
  multiMin: 2,
  multiMax: 4,
  /** Past evaluations listed on /judge. */
  defaultPageSize: 10,
  maxPageSize: 50,
  /** Polling while an evaluation is still running (ms). */
  pollMs: 2_000,
} as const;

/** The criteria, in the order they are shown. */
export const JUDGE_CRITERIA = [
  { key: 'shelfImpact', label: 'Shelf impact' },
  { key: 'legibility', label: 'Legibility' },
  { key: 'hierarchy', label: 'Hierarchy' },
  { key: 'brandConsistency', label: 'Brand consistency' },
  { key: 'colourContrast', label: 'Colour contrast' },
  { key: 'printRisk', label: 'Print risk' },
] as const;
export type JudgeCriterionKey = (typeof JUDGE_CRITERIA)[number]['key'];

/** Rating costs the judge evaluation cost per design (MULTI with 3 designs costs 3 ×). */
export const judgeCost = (designs: number) => designs * CREDIT_COSTS.judgeEvaluation;

export const JUDGE_MESSAGES = {
  /** The upsell dialog (§2 Toolbox dialog); also the server's 403 reason for users without a paid tier. */
  upsellTitle: 'Upgrade to rate your design',
  upsellMessage: 'Design ratings are part of every paid plan. Upgrade to rate your design.',
  upsellDecline: 'No thanks',
  upsellAccept: 'Upgrade and rate now',
  single: 'Pick one design to rate',
  multi: `Pick ${JUDGE_LIMITS.multiMin} to ${JUDGE_LIMITS.multiMax} designs to compare`,
  duplicate: 'Pick each design only once',
  designNotFound: 'Design not found',
  insufficient: 'You do not have enough credits to rate this design',
  errorTitle: 'Design rating failed',
  failed: 'The rating could not be made. Your credits were returned.',
  readyTitle: 'Design rating ready',
  readyMessage: 'Your design has been rated. Open the judge to see the scores.',
  readyMessageMulti: 'Your designs have been compared. Open the judge to see the winner.',
  emptyTitle: 'No ratings yet',
  emptyMessage: 'Pick a packaging design to see how it scores on the shelf and in print.',
} as const;

export const judgeEvaluateRequest = z
  .object({
    mode: z.enum(JUDGE_MODES),
    assetIds: z
      .array(z.string().max(100))
      .min(1, JUDGE_MESSAGES.single)
      .max(JUDGE_LIMITS.multiMax, JUDGE_MESSAGES.multi),
  })
  .superRefine((v, ctx) => {
    if (v.mode === 'SINGLE' && v.assetIds.length !== 1)
      ctx.addIssue({ code: 'custom', path: ['assetIds'], message: JUDGE_MESSAGES.single });
    if (v.mode === 'MULTI' && v.assetIds.length < JUDGE_LIMITS.multiMin)
      ctx.addIssue({ code: 'custom', path: ['assetIds'], message: JUDGE_MESSAGES.multi });
    if (new Set(v.assetIds).size !== v.assetIds.length)
      ctx.addIssue({ code: 'custom', path: ['assetIds'], message: JUDGE_MESSAGES.duplicate });
  });
export type JudgeEvaluateRequest = z.infer<typeof judgeEvaluateRequest>;

export const listJudgeQuery = z.object({
  limit: z.coerce.number().int().min(1).max(JUDGE_LIMITS.maxPageSize).default(JUDGE_LIMITS.defaultPageSize),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type ListJudgeQuery = z.infer<typeof listJudgeQuery>;

export const JUDGE_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type JudgeStatus = (typeof JUDGE_STATUSES)[number];

export interface JudgeCriterionScore {
  key: JudgeCriterionKey;
  label: string;
  /** 0–10, one decimal. */
  score: number;
  note: string;
}

export interface JudgeDesignResult {
  assetId: string;
  position: number;
  thumbnailUrl: string | null;
  url: string | null;
  overall: number | null;
  criteria: JudgeCriterionScore[];
}

export interface JudgeEvaluation {
  id: string;
  mode: JudgeMode;
  status: JudgeStatus;
  creditCost: number;
  /** MULTI: the asset with the best overall score once completed. */
  winnerAssetId: string | null;
  summary: string | null;
  error: string | null;
  createdAt: string;
  completedAt: string | null;
  designs: JudgeDesignResult[];
}

export const judgeDeeplink = (id: string) => `/judge?evaluationId=${id}`;
export const JUDGE_QUERY_KEY = ['judge'] as const;
