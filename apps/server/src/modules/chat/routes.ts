import {
  chatMessageBodySchema,
  existingConversationQuerySchema,
  recommendedActionSchema,
  recommendedActionsQuerySchema,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import { collectTimings, serverTimingHeader } from '../../lib/server-timing.ts';
import type { Recommend } from './recommended.ts';
import type { ChatService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The editor chat: send a message (a turn), read a conversation, find a session image's conversation. */
export function chatRoutes(chat: ChatService, recommend: Recommend): FastifyPluginAsyncZod {
  return async (app) => {
    // a turn answered asynchronously may still be rendering in this process
    app.addHook('onClose', async () => {
      await chat.drain();
    });
    app.post(
      '/api/chat/messages',
      { preValidation: requireUser, schema: { tags: ['chat'], body: chatMessageBodySchema } },
      async (request, reply) => {
        const { result, timings } = collectTimings(() => chat.send(currentUser(request).id, request.body));
        const data = await result;
        // where the turn's time went (devtools, bench/edit-model.bench.ts)
        reply.header('server-timing', serverTimingHeader(timings));
        // accepted but not finished: the turn goes on and its answer arrives live
        if (data.status === 'queued') reply.code(202);
        return { data };
      },
    );
    app.get(
      '/api/chat/conversations/existing',
      {
        preValidation: requireUser,
        schema: { tags: ['chat'], querystring: existingConversationQuerySchema },
      },
      async (request) => ({
        data: await chat.existing(currentUser(request).id, request.query.sessionId, request.query.assetId),
      }),
    );
    app.get(
      '/api/chat/conversations/:id/recommended-actions',
      {
        preValidation: requireUser,
        schema: {
          tags: ['chat'],
          params: idParams,
          querystring: recommendedActionsQuerySchema,
          response: { 200: z.object({ data: z.array(recommendedActionSchema) }) },
        },
      },
      async (request) => ({
        data: await recommend(currentUser(request).id, checkId(request.params.id), request.query.assetId),
      }),
    );
    app.get(
      '/api/chat/conversations/:id',
      { preValidation: requireUser, schema: { tags: ['chat'], params: idParams } },
      async (request) => ({ data: await chat.get(currentUser(request).id, checkId(request.params.id)) }),
    );
  };
}
