/** Claims one at a time: added, removed by their words, replaced in place. */
import { EditError, type EditOperation } from './operations.ts';

type ClaimOp = Extract<EditOperation, { type: 'add-claim' | 'remove-claim' | 'replace-claim' }>;

const MAX_CLAIMS = 6;
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9%]+/g, ' ')
    .trim();

/** The claim the words name: exactly, else the one containing them ('vegan' → '100% Vegan'). */
export function findClaim(claims: readonly string[], words: string): number {
  const w = norm(words);
  const exact = claims.findIndex((c) => norm(c) === w);
  return exact >= 0
    ? exact
    : claims.findIndex((c) => norm(c).includes(w) || (w.length > 3 && w.includes(norm(c))));
}

export function claimsEdited(claims: readonly string[], op: ClaimOp): string[] {
  switch (op.type) {
    case 'add-claim':
      if (findClaim(claims, op.claim) >= 0 && norm(claims[findClaim(claims, op.claim)]!) === norm(op.claim))
        return [...claims];
      if (claims.length >= MAX_CLAIMS)
        throw new EditError(`A pack carries at most ${MAX_CLAIMS} claims; remove one first.`);
      return [...claims, op.claim];
    case 'remove-claim': {
      const i = findClaim(claims, op.claim);
      if (i < 0) throw new EditError(`There is no '${op.claim}' claim on this design.`);
      return claims.filter((_, j) => j !== i);
    }
    case 'replace-claim': {
      const i = findClaim(claims, op.claim);
      if (i < 0) throw new EditError(`There is no '${op.claim}' claim on this design.`);
      return claims.map((c, j) => (j === i ? op.with : c));
    }
  }
}
