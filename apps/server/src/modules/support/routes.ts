import {
  adminSupportThread,
  supportConfig,
  supportConversationSummary,
  supportConversationsQuery,
  supportMessage,
  supportMessageBody,
  supportThread,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { SupportService } from './service.ts';

const idParams = z.object({ id: z.uuid() });
const data = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The person's side: which chat to show, their conversation, sending, reading. */
export function supportRoutes(support: SupportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/support/config',
      { schema: { tags: ['support'], response: { 200: data(supportConfig) } } },
      async () => ({ data: support.config() }),
    );
    app.get(
      '/api/support/conversation',
      { preValidation: requireUser, schema: { tags: ['support'], response: { 200: data(supportThread) } } },
      async (request) => ({ data: await support.thread(currentUser(request).id) }),
    );
    app.get(
      '/api/support/unread',
      {
        preValidation: requireUser,
        schema: { tags: ['support'], response: { 200: data(z.object({ count: z.number().int() })) } },
      },
      async (request) => ({ data: { count: await support.unreadForUser(currentUser(request).id) } }),
    );
    app.post(
      '/api/support/conversation/messages',
      {
        preValidation: requireUser,
        schema: { tags: ['support'], body: supportMessageBody, response: { 201: data(supportMessage) } },
      },
      async (request, reply) =>
        reply.status(201).send({ data: await support.sendAsUser(currentUser(request), request.body.text) }),
    );
    app.post(
      '/api/support/conversation/read',
      { preValidation: requireUser, schema: { tags: ['support'] } },
      async (request) => {
        await support.readAsUser(currentUser(request).id);
        return { data: { unread: 0 } };
      },
    );
  };
}

/** Staff's side (/admin/support); mounted in the admin scope and its guard. */
export function supportAdminRoutes(support: SupportService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/support/conversations',
      {
        schema: {
          tags: ['admin'],
          querystring: supportConversationsQuery,
          response: {
            200: z.object({
              data: z.array(supportConversationSummary),
              totalCount: z.number().int(),
              awaiting: z.number().int(),
            }),
          },
        },
      },
      async (request) => support.list(request.query),
    );
    app.get(
      '/api/admin/support/conversations/:id',
      { schema: { tags: ['admin'], params: idParams, response: { 200: data(adminSupportThread) } } },
      async (request) => ({ data: await support.staffThread(request.params.id) }),
    );
    app.post(
      '/api/admin/support/conversations/:id/messages',
      {
        schema: {
          tags: ['admin'],
          params: idParams,
          body: supportMessageBody,
          response: { 201: data(supportMessage) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send({ data: await support.reply(currentUser(request), request.params.id, request.body.text) }),
    );
    app.post(
      '/api/admin/support/conversations/:id/read',
      { schema: { tags: ['admin'], params: idParams } },
      async (request) => {
        await support.readAsStaff(request.params.id);
        return { data: { unread: 0 } };
      },
    );
  };
}
