import { JUDGE_LIMITS, JUDGE_MESSAGES, type JudgeMode, judgeCost, type Tier } from '@packsmith/core';

/** ?mode=MULTI compares; anything else rates one design. */
export const modeFrom = (value: string | null): JudgeMode => (value === 'MULTI' ? 'MULTI' : 'SINGLE');

const maxPicks = (mode: JudgeMode) => (mode === 'SINGLE' ? 1 : JUDGE_LIMITS.multiMax);

/** Picking in SINGLE replaces the pick; in MULTI it adds up to 4 and a second press removes it. */
export function togglePick(picked: readonly string[], id: string, mode: JudgeMode): string[] {
  if (picked.includes(id)) return picked.filter((p) => p !== id);
  if (mode === 'SINGLE') return [id];
  return picked.length >= maxPicks(mode) ? [...picked] : [...picked, id];
}

/** Why Rate is not yet possible (null when it is). */
export function pickProblem(picked: readonly string[], mode: JudgeMode): string | null {
  if (mode === 'SINGLE') return picked.length === 1 ? null : JUDGE_MESSAGES.single;
  return picked.length >= JUDGE_LIMITS.multiMin && picked.length <= JUDGE_LIMITS.multiMax
    ? null
    : JUDGE_MESSAGES.multi;
}

/** The price of the current pick; before any pick, the price per design. */
export const costLabel = (count: number) =>
  count === 0 ? `${judgeCost(1)} credits a design` : `${judgeCost(count)} credits`;

/** Rating tools need a signed-in user on a paid tier; everyone else sees the upsell (spec §5). */
export const needsUpsell = (tier: Tier | null | undefined) => !tier || tier === 'free';

export type ScoreTone = 'good' | 'fair' | 'poor';
export const scoreTone = (score: number): ScoreTone => (score >= 7.5 ? 'good' : score >= 5 ? 'fair' : 'poor');
