import type { EvaluatedFlags, FlagContext } from '@packsmith/core';

/** Feature flags, evaluated for one person at a time (spec part 2 §6). */
export interface FlagsProvider {
  readonly name: string;
  /** Whether staff change audiences in /admin (the flags table) or in the team's own flag service. */
  readonly editable: boolean;
  /** Every flag, on or off, for this person. */
  evaluate(context: FlagContext): Promise<EvaluatedFlags>;
  /** Forget anything cached, so a change made here shows at once. */
  invalidate(): void;
}
