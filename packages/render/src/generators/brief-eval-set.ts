/** The brief evaluation set beyond the blind batch (brief-eval-blind.ts). */
import type { BriefCase } from './brief-eval.ts';

export const BRIEFS: BriefCase[] = [];
