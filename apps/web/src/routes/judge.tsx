import { JudgePage } from '@/features/judge';

/** /judge?mode=SINGLE|MULTI: the design judge (anyone may open it; rating needs a paid plan). */
export function Component() {
  return <JudgePage />;
}
