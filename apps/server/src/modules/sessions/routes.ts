import { createSessionBody, renameSessionBody, sessionSummaryBody } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { ActionsService } from '../actions/index.ts';
import type { SessionsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Design sessions: create, summary list, one session with its events, rename, soft delete. */
export function sessionRoutes(sessions: SessionsService, actions: ActionsService): FastifyPluginAsyncZod {
  return async (app) => {
    const opts = { preValidation: requireUser };
    app.post(
      '/api/design-sessions',
      { ...opts, schema: { tags: ['sessions'], body: createSessionBody.default({}) } },
      async (request, reply) => {
        const session = await sessions.create(currentUser(request).id, request.body.name);
        return reply.status(201).send({ data: { session } });
      },
    );
    app.post(
      '/api/design-sessions/summary',
      {
        ...opts,
        schema: {
          tags: ['sessions'],
          body: sessionSummaryBody.default({ sortBy: 'date-created', filters: {}, limit: 50, offset: 0 }),
        },
      },
      async (request) => sessions.summary(currentUser(request).id, request.body),
    );
    app.get(
      '/api/design-sessions/:id',
      { ...opts, schema: { tags: ['sessions'], params: idParams } },
      async (request) => {
        const userId = currentUser(request).id;
        const session = await sessions.get(userId, checkId(request.params.id));
        // The actions in full (images, metadata), newest first: what the session page shows.
        return { data: { ...session, designActions: await actions.listForSession(userId, session.id) } };
      },
    );
    app.patch(
      '/api/design-sessions/:id',
      { ...opts, schema: { tags: ['sessions'], params: idParams, body: renameSessionBody } },
      async (request) => ({
        data: {
          session: await sessions.rename(
            currentUser(request).id,
            checkId(request.params.id),
            request.body.name,
          ),
        },
      }),
    );
    app.delete(
      '/api/design-sessions/:id',
      { ...opts, schema: { tags: ['sessions'], params: idParams } },
      async (request) => {
        await sessions.softDelete(currentUser(request).id, checkId(request.params.id));
        return { data: { success: true } };
      },
    );
  };
}
