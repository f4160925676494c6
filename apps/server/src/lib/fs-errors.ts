/** Whether `err` is a Node system error with one of these codes ('EEXIST', …). */
export function hasErrorCode(err: unknown, ...codes: string[]): boolean {
  const code = err instanceof Error ? (err as NodeJS.ErrnoException).code : undefined;
  return code !== undefined && codes.includes(code);
}

/**
 * "No file there": nothing at the path (ENOENT), a part of it is a file (ENOTDIR), or a name too
 * long to exist (ENAMETOOLONG). Anything else (EACCES, EIO, ELOOP, EMFILE …) is a fault to
 * surface, never an answer of "missing".
 */
export const isMissingFile = (err: unknown) => hasErrorCode(err, 'ENOENT', 'ENOTDIR', 'ENAMETOOLONG');
