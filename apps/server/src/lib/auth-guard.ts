import { isStaffEmail } from '@packsmith/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFound, unauthorized } from './errors.ts';

/** The signed-in caller, as the bearer token's session says (set by the app's onRequest hook). */
export interface AuthenticatedUser {
  id: string;
  email: string;
  tokenId: string;
  method: string;
  onboarded: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthenticatedUser | null;
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

/** preValidation hook: the caller must be signed in (checked before the body, so anonymous callers get 401, not 400). */
export async function requireUser(request: FastifyRequest, _reply: FastifyReply) {
  if (!request.user) throw unauthorized();
}

/** The signed-in user; only call behind requireUser. */
export function currentUser(request: FastifyRequest): AuthenticatedUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** preValidation hook factory: staff only; others get a 404 so admin routes do not reveal themselves. */
export function requireStaff(staffDomain: string) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    if (!request.user) throw unauthorized();
    if (!isStaffEmail(request.user.email, staffDomain)) throw notFound();
  };
}
