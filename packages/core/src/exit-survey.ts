/**
 * Exit survey (spec part 1: exit survey — reason, previous tier): asked when someone moves to a
 * lower plan or cancels theirs; staff read the answers in /admin/exit-surveys.
 */
import { z } from 'zod';
import { TIER_ORDER, TIERS, type Tier } from './constants.ts';
import { isSafeText } from './contracts/safe-text.ts';

export const EXIT_SURVEY_REASONS = [
  'too_expensive',
  'not_using_enough',
  'missing_features',
  'design_quality',
  'switching_tool',
  'project_finished',
  'other',
] as const;
export type ExitSurveyReason = (typeof EXIT_SURVEY_REASONS)[number];

export const EXIT_SURVEY_REASON_LABELS: Record<ExitSurveyReason, string> = {
  too_expensive: 'It is too expensive',
  not_using_enough: "I don't use it enough",
  missing_features: 'A feature I need is missing',
  design_quality: "The designs aren't good enough",
  switching_tool: "I'm moving to another tool",
  project_finished: 'My project is finished',
  other: 'Something else',
};

export const EXIT_SURVEY_LIMITS = { maxDetails: 1000 } as const;

export const EXIT_SURVEY_MESSAGES = {
  reason: 'Please choose a reason',
  details: `Tell us in up to ${EXIT_SURVEY_LIMITS.maxDetails} characters`,
  notDowngrade: 'The exit survey is for moving to a lower plan or cancelling yours',
  thanks: 'Thank you. Your answer helps us improve Packsmith.',
} as const;

/** A move from `from` to `to` that the exit survey asks about: a lower plan, or Free (a cancel). */
export function isDowngrade(from: Tier, to: Tier): boolean {
  return TIER_ORDER[to] < TIER_ORDER[from];
}

export const exitSurveyBody = z.strictObject({
  reason: z.enum(EXIT_SURVEY_REASONS, EXIT_SURVEY_MESSAGES.reason),
  details: z
    .string(EXIT_SURVEY_MESSAGES.details)
    .trim()
    .max(EXIT_SURVEY_LIMITS.maxDetails, EXIT_SURVEY_MESSAGES.details)
    .refine(isSafeText, EXIT_SURVEY_MESSAGES.details)
    .optional(),
  /** The plan the person is moving to ('free' when cancelling). */
  newTier: z.enum(TIERS),
});
export type ExitSurveyBody = z.infer<typeof exitSurveyBody>;

export const exitSurveyAnswer = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  reason: z.enum(EXIT_SURVEY_REASONS),
  details: z.string().nullable(),
  previousTier: z.enum(TIERS),
  newTier: z.enum(TIERS),
  createdAt: z.string(),
});
export type ExitSurveyAnswer = z.infer<typeof exitSurveyAnswer>;
