import {
  createHotspotThreadBody,
  hotspotAssetParams,
  hotspotCommentBody,
  hotspotCommentParams,
  hotspotCommentResponse,
  hotspotThreadParams,
  hotspotThreadResponse,
  hotspotThreadsResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { CommentsService } from './service.ts';

const tags = ['comments'];

/** Comment threads pinned to points of an image, their replies, edits and resolve/reopen. */
export function commentRoutes(service: CommentsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireUser);

    app.get(
      '/api/assets/:assetId/comments',
      { schema: { tags, params: hotspotAssetParams, response: { 200: hotspotThreadsResponse } } },
      async (request) => ({ data: await service.list(currentUser(request).id, request.params.assetId) }),
    );
    app.post(
      '/api/assets/:assetId/comments',
      {
        schema: {
          tags,
          params: hotspotAssetParams,
          body: createHotspotThreadBody,
          response: { 201: hotspotThreadResponse },
        },
      },
      async (request, reply) => {
        const data = await service.createThread(
          currentUser(request).id,
          request.params.assetId,
          request.body,
        );
        return reply.status(201).send({ data });
      },
    );
    app.post(
      '/api/comment-threads/:threadId/replies',
      {
        schema: {
          tags,
          params: hotspotThreadParams,
          body: hotspotCommentBody,
          response: { 201: hotspotThreadResponse },
        },
      },
      async (request, reply) => {
        const data = await service.reply(currentUser(request).id, request.params.threadId, request.body.body);
        return reply.status(201).send({ data });
      },
    );
    for (const [action, resolved] of [
      ['resolve', true],
      ['reopen', false],
    ] as const) {
      app.post(
        `/api/comment-threads/:threadId/${action}`,
        { schema: { tags, params: hotspotThreadParams, response: { 200: hotspotThreadResponse } } },
        async (request) => ({
          data: await service.setResolved(currentUser(request).id, request.params.threadId, resolved),
        }),
      );
    }
    app.patch(
      '/api/comments/:commentId',
      {
        schema: {
          tags,
          params: hotspotCommentParams,
          body: hotspotCommentBody,
          response: { 200: hotspotCommentResponse },
        },
      },
      async (request) => ({
        data: await service.edit(currentUser(request).id, request.params.commentId, request.body.body),
      }),
    );
    app.delete(
      '/api/comments/:commentId',
      { schema: { tags, params: hotspotCommentParams } },
      async (request, reply) => {
        await service.remove(currentUser(request).id, request.params.commentId);
        return reply.status(204).send();
      },
    );
  };
}
