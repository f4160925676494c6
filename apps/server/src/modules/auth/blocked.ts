/** Turns a wildcard pattern ('*' any run, '?' one character) into a whole-address matcher. */
export function wildcardToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .trim()
    .toLowerCase()
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${escaped}$`);
}

export function isEmailBlocked(email: string, patterns: readonly string[]): boolean {
  const address = email.trim().toLowerCase();
  return patterns.some((p) => wildcardToRegExp(p).test(address));
}
