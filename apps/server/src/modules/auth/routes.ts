import {
  authProvidersResponse,
  googleStartQuery,
  MESSAGES,
  requestCodeBody,
  requestCodeResponse,
  sessionTokenResponse,
  verifyCodeBody,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { captureFor } from '../analytics/index.ts';
import { insertOidcFlow, takeOidcFlow } from './repository.ts';
import type { AuthService } from './service.ts';

const OIDC_FLOW_TTL_MS = 10 * 60_000;

export function authRoutes(deps: AppDeps, auth: AuthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/code/request',
      { schema: { tags: ['auth'], body: requestCodeBody, response: { 200: requestCodeResponse } } },
      async (request) => {
        await auth.requestCode(request.body.email, request.ip);
        return { data: { sent: true as const } };
      },
    );

    app.post(
      '/api/auth/code/verify',
      { schema: { tags: ['auth'], body: verifyCodeBody, response: { 200: sessionTokenResponse } } },
      async (request) => {
        const session = await auth.verifyCode(request.body.email, request.body.code);
        return { data: session };
      },
    );

    app.post(
      '/api/auth/sign-out',
      {
        preValidation: requireUser,
        schema: {
          tags: ['auth'],
          response: { 200: z.object({ data: z.object({ signedOut: z.literal(true) }) }) },
        },
      },
      async (request) => {
        const user = currentUser(request);
        await auth.revoke(user.tokenId);
        captureFor(deps.analytics, 'logout', user.id, {});
        return { data: { signedOut: true as const } };
      },
    );

    app.get(
      '/api/auth/providers',
      { schema: { tags: ['auth'], response: { 200: authProvidersResponse } } },
      async () => ({
        data: { google: Boolean(deps.identity) },
      }),
    );

    app.get(
      '/api/auth/google/start',
      { schema: { tags: ['auth'], querystring: googleStartQuery } },
      async (request, reply) => {
        if (!deps.identity) throw notFound(MESSAGES.auth.googleNotConfigured);
        const flow = await deps.identity.start();
        await insertOidcFlow(deps.db, {
          state: flow.state,
          codeVerifier: flow.codeVerifier,
          nonce: flow.nonce,
          redirect: request.query.redirect ?? null,
          expiresAt: new Date(Date.now() + OIDC_FLOW_TTL_MS),
        });
        return reply.redirect(flow.url);
      },
    );

    app.get(
      '/api/auth/google/callback',
      { schema: { tags: ['auth'], hide: true } },
      async (request, reply) => {
        const identity = deps.identity;
        if (!identity) throw notFound(MESSAGES.auth.googleNotConfigured);
        const callbackUrl = new URL(request.url, deps.config.publicUrl);
        const state = callbackUrl.searchParams.get('state') ?? '';
        const flow = await takeOidcFlow(deps.db, state, new Date());
        if (!flow) return reply.redirect('/login?error=google');
        try {
          const verified = await identity.finish(callbackUrl, flow);
          const session = await auth.signInWithIdentity(verified.email, identity.method, verified.subject);
          const fragment = new URLSearchParams({
            token: session.token,
            onboarded: String(session.onboarded),
            redirect: flow.redirect ?? '/dashboard',
          });
          return reply.redirect(`/auth/callback#${fragment}`);
        } catch (err) {
          if (err instanceof HttpError && err.status === 403) return reply.redirect('/login?blocked=1');
          request.log.warn({ err }, 'google sign-in failed');
          return reply.redirect('/login?error=google');
        }
      },
    );
  };
}
