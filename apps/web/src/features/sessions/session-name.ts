import { renameSessionBody } from '@packsmith/core';

/** The rename form's message for a name the server would refuse, or null when it is fine. */
export function sessionNameError(name: string): string | null {
  const parsed = renameSessionBody.safeParse({ name });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}
