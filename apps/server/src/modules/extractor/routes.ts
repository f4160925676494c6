import { adminListQuery, createExtractionRequest, listExtractionsQuery } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { ExtractorService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Artwork extractor: extract (costs the artwork extraction cost), list and read the user's extractions. */
export function extractorRoutes(service: ExtractorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/extractions',
      { preValidation: requireUser, schema: { tags: ['extractor'], body: createExtractionRequest } },
      async (request, reply) => {
        const data = await service.create(currentUser(request).id, request.body);
        return reply.status(201).send({ data });
      },
    );
    app.get(
      '/api/extractions',
      { preValidation: requireUser, schema: { tags: ['extractor'], querystring: listExtractionsQuery } },
      async (request) => service.list(currentUser(request).id, request.query),
    );
    app.get(
      '/api/extractions/:id',
      { preValidation: requireUser, schema: { tags: ['extractor'], params: idParams } },
      async (request) => ({ data: await service.get(currentUser(request).id, checkId(request.params.id)) }),
    );
  };
}

/** Staff: every extraction (/admin/artwork-extractions); mount in the admin scope. */
export function extractorAdminRoutes(service: ExtractorService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/artwork-extractions',
      { schema: { tags: ['admin'], querystring: adminListQuery } },
      async (request) => ({ data: await service.adminList(request.query) }),
    );
  };
}
