import { MESSAGES } from '@packsmith/core';

/** An error the API answers with its own status, code and user-facing message. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, code, message);
export const unauthorized = (message: string = MESSAGES.generic.unauthorized) =>
  new HttpError(401, 'unauthorized', message);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message);
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, code, message);
export const notFound = (message: string = MESSAGES.generic.notFound) =>
  new HttpError(404, 'not_found', message);
export const tooManyRequests = (message: string = MESSAGES.generic.rateLimited) =>
  new HttpError(429, 'rate_limited', message);

export function errorBody(code: string, message: string) {
  return { message, error: { code, message } };
}

/** Postgres's error classes the services answer themselves (drizzle wraps the driver's error in `cause`). */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_FOREIGN_KEY_VIOLATION = '23503';

export function isPgError(err: unknown, code: string): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return e?.code === code || e?.cause?.code === code;
}
