import { createMockupRequest, listMockupsQuery } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import { mockupsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Mockups: create (one durable job), list a page, read one with its outputs. */
export function mockupRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = mockupsService(deps);
  return async (app) => {
    app.post(
      '/api/mockups',
      { preValidation: requireUser, schema: { tags: ['mockups'], body: createMockupRequest } },
      async (request, reply) => {
        const data = await service.create(currentUser(request).id, request.body);
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
