import type { DevMail } from '@packsmith/core';

/** The sign-in code in a mail body, if there is one. */
export function extractCode(text: string, length = 6): string | null {
  const match = text.match(new RegExp(`(?<!\\d)(\\d{${length}})(?!\\d)`));
  return match ? match[1] : null;
}

export function newestFirst(mails: readonly DevMail[]): DevMail[] {
  return [...mails].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

export function matchesRecipient(mail: DevMail, filter: string): boolean {
  const f = filter.trim().toLowerCase();
  return f === '' || mail.to.toLowerCase().includes(f);
}
