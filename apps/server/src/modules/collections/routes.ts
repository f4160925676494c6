import {
  adminCollectionsQuery,
  adminCollectionsResponse,
  assetIdsBody,
  collaboratorParams,
  collaboratorResponse,
  collaboratorsResponse,
  collectionItemsChangeResponse,
  collectionParams,
  collectionResponse,
  createCollectionBody,
  createCollectionResponse,
  invitationResponse,
  invitationsResponse,
  inviteCollaboratorBody,
  listCollectionItemsQuery,
  listCollectionItemsResponse,
  listCollectionsQuery,
  listCollectionsResponse,
  membershipsResponse,
  updateCollectionBody,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { AppDeps } from '../../ports.ts';
import type { CollectionsService } from './service.ts';

const tags = ['collections'];
const BASE = '/api/assets/collections';

/**
 * Both API families over one service: `/api/assets/collections…` (the library) and the
 * `/api/stream/collections/list` + `/add` pair (the sidebar panel and its dialog).
 */
export function collectionRoutes(deps: AppDeps & { collections: CollectionsService }): FastifyPluginAsyncZod {
  const service = deps.collections;
  return async (app) => {
    app.addHook('preValidation', requireUser);

    for (const url of [BASE, '/api/stream/collections/list']) {
      app.get(
        url,
        { schema: { tags, querystring: listCollectionsQuery, response: { 200: listCollectionsResponse } } },
        async (request) => service.list(currentUser(request).id, request.query),
      );
    }
    for (const url of [BASE, '/api/stream/collections/add']) {
      app.post(
        url,
        { schema: { tags, body: createCollectionBody, response: { 200: createCollectionResponse } } },
        async (request) => ({ data: await service.create(currentUser(request).id, request.body) }),
      );
    }

    app.get(
      `${BASE}/invitations`,
      { schema: { tags, response: { 200: invitationsResponse } } },
      async (request) => ({
        data: await service.invitations(currentUser(request).id, currentUser(request).email),
      }),
    );
    app.post(
      `${BASE}/memberships`,
      { schema: { tags, body: assetIdsBody, response: { 200: membershipsResponse } } },
      async (request) => ({
        data: await service.memberships(currentUser(request).id, request.body.assetIds),
      }),
    );

    app.get(
      `${BASE}/:collectionId`,
      { schema: { tags, params: collectionParams, response: { 200: collectionResponse } } },
      async (request) => ({ data: await service.get(currentUser(request).id, request.params.collectionId) }),
    );
    app.patch(
      `${BASE}/:collectionId`,
      {
        schema: {
          tags,
          params: collectionParams,
          body: updateCollectionBody,
          response: { 200: collectionResponse },
        },
      },
      async (request) => ({
        data: await service.update(currentUser(request).id, request.params.collectionId, request.body),
      }),
    );
    app.delete(
      `${BASE}/:collectionId`,
      { schema: { tags, params: collectionParams } },
      async (request, reply) => {
        await service.remove(currentUser(request).id, request.params.collectionId);
        return reply.status(204).send();
      },
    );

    app.get(
      `${BASE}/:collectionId/items`,
      {
        schema: {
          tags,
          params: collectionParams,
          querystring: listCollectionItemsQuery,
          response: { 200: listCollectionItemsResponse },
        },
      },
      async (request) => service.items(currentUser(request).id, request.params.collectionId, request.query),
    );
    for (const [action, run] of [
      ['add', service.addItems],
      ['remove', service.removeItems],
    ] as const) {
      app.post(
        `${BASE}/:collectionId/items/${action}`,
        {
          schema: {
            tags,
            params: collectionParams,
            body: assetIdsBody,
            response: { 200: collectionItemsChangeResponse },
          },
        },
        async (request) => ({
          data: await run(currentUser(request).id, request.params.collectionId, request.body.assetIds),
        }),
      );
    }

    app.get(
      `${BASE}/:collectionId/collaborators`,
      { schema: { tags, params: collectionParams, response: { 200: collaboratorsResponse } } },
      async (request) => ({
        data: await service.collaborators(currentUser(request).id, request.params.collectionId),
      }),
    );
    app.post(
      `${BASE}/:collectionId/collaborators`,
      {
        schema: {
          tags,
          params: collectionParams,
          body: inviteCollaboratorBody,
          response: { 200: collaboratorResponse },
        },
      },
      async (request) => ({
        data: await service.invite(currentUser(request).id, request.params.collectionId, request.body.email),
      }),
    );
    app.delete(
      `${BASE}/:collectionId/collaborators/:collaboratorId`,
      { schema: { tags, params: collaboratorParams } },
      async (request, reply) => {
        const { collectionId, collaboratorId } = request.params;
        await service.removeCollaborator(currentUser(request).id, collectionId, collaboratorId);
        return reply.status(204).send();
      },
    );
    app.get(
      `${BASE}/:collectionId/invitation`,
      { schema: { tags, params: collectionParams, response: { 200: invitationResponse } } },
      async (request) => ({
        data: await service.invitation(
          currentUser(request).id,
          request.params.collectionId,
          currentUser(request).email,
        ),
      }),
    );
    app.post(
      `${BASE}/:collectionId/invitation/accept`,
      { schema: { tags, params: collectionParams, response: { 200: collectionResponse } } },
      async (request) => ({
        data: await service.accept(
          currentUser(request).id,
          request.params.collectionId,
          currentUser(request).email,
        ),
      }),
    );
  };
}

/** Staff's list of every collection (inside the admin scope: its guard runs first). */
export function collectionAdminRoutes(deps: { collections: CollectionsService }): FastifyPluginAsyncZod {
  const service = deps.collections;
  return async (app) => {
    app.get(
      '/api/admin/collections',
      {
        schema: {
          tags: ['admin'],
          querystring: adminCollectionsQuery,
          response: { 200: adminCollectionsResponse },
        },
      },
      async (request) => service.adminList(request.query),
    );
  };
}
