import {
  adminListQuery,
  createMockupRequest,
  createProductRequest,
  decideProductRequest,
  listMockupsQuery,
  PRODUCT_REQUEST_MESSAGES,
  rerenderMockupRequest,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { AdminMockupsService } from './admin.ts';
import type { ProductRequestsService } from './product-requests.ts';
import type { MockupsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Mockups: create (one durable job), list a page, read one with its outputs. */
export function mockupRoutes(service: MockupsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/mockups',
      { preValidation: requireUser, schema: { tags: ['mockups'], body: createMockupRequest } },
      async (request, reply) => {
        const data = await service.create(currentUser(request).id, request.body);
        return reply.status(201).send({ data });
      },
    );
    app.post(
      '/api/mockups/:id/rerender',
      {
        preValidation: requireUser,
        schema: { tags: ['mockups'], params: idParams, body: rerenderMockupRequest },
      },
      async (request, reply) => {
        const data = await service.rerender(
          currentUser(request).id,
          checkId(request.params.id),
          request.body,
        );
        return reply.status(201).send({ data });
      },
    );
    app.get(
      '/api/mockups',
      { preValidation: requireUser, schema: { tags: ['mockups'], querystring: listMockupsQuery } },
      async (request) => service.list(currentUser(request).id, request.query),
    );
    app.get(
      '/api/mockups/:id',
      { preValidation: requireUser, schema: { tags: ['mockups'], params: idParams } },
      async (request) => ({ data: await service.get(currentUser(request).id, checkId(request.params.id)) }),
    );
  };
}

const requestIdParams = z.strictObject({ id: z.uuid() });

/** A user's product requests: send one, list their own. */
export function productRequestRoutes(service: ProductRequestsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/mockups/product-requests',
      { preValidation: requireUser, schema: { tags: ['mockups'], body: createProductRequest } },
      async (request, reply) => {
        const data = await service.create(currentUser(request).id, request.body);
        return reply.status(201).send({ data, message: PRODUCT_REQUEST_MESSAGES.sent });
      },
    );
    app.get(
      '/api/mockups/product-requests',
      { preValidation: requireUser, schema: { tags: ['mockups'] } },
      async (request) => ({
        data: await service.listMine(currentUser(request).id),
      }),
    );
  };
}

/** Staff: every product request (decide one) and every mockup; mount in the admin scope. */
export function mockupAdminRoutes(
  requests: ProductRequestsService,
  all: AdminMockupsService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/product-requests',
      { schema: { tags: ['admin'], querystring: adminListQuery } },
      async (request) => ({ data: await requests.adminList(request.query) }),
    );
    app.patch(
      '/api/admin/product-requests/:id',
      { schema: { tags: ['admin'], params: requestIdParams, body: decideProductRequest } },
      async (request) => ({
        data: await requests.decide(currentUser(request), request.params.id, request.body),
        message: PRODUCT_REQUEST_MESSAGES.updated,
      }),
    );
    app.get(
      '/api/admin/mockups',
      { schema: { tags: ['admin'], querystring: adminListQuery } },
      async (request) => ({
        data: await all.list(request.query),
      }),
    );
  };
}
