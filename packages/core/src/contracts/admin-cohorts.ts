/** Staff's weekly cohorts of returning active people (/admin/returning-active-users). */
import { z } from 'zod';

export const COHORT_WEEKS_DEFAULT = 8;

export const adminCohortsQuery = z.strictObject({
  weeks: z.coerce.number().int().min(1).max(26).default(COHORT_WEEKS_DEFAULT),
});

/** People who signed up in one week (its Monday, UTC) and how many of them were active each week after. */
export const signupCohort = z.object({
  week: z.string(),
  size: z.number().int(),
  /** `active[k]`: how many created a design action in the k-th week after signing up (0: that same week). */
  active: z.array(z.number().int()),
});
export type SignupCohort = z.infer<typeof signupCohort>;

export const adminCohortsResponse = z.object({
  data: z.object({ weeks: z.array(z.string()), cohorts: z.array(signupCohort) }),
});
export type AdminCohorts = z.infer<typeof adminCohortsResponse>['data'];
