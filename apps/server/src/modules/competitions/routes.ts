import { competition, createCompetitionBody, MESSAGES } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import type { CompetitionsService } from './service.ts';

/** GET /api/competitions/current: the running competition for the promotion banner (anyone). */
export function competitionRoutes(service: CompetitionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/competitions/current',
      { schema: { tags: ['competitions'], response: { 200: z.object({ data: competition.nullable() }) } } },
      async () => ({ data: await service.current() }),
    );
  };
}

/** Staff: list, create and end competitions (inside the admin scope). */
export function competitionAdminRoutes(service: CompetitionsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/competitions',
      { schema: { tags: ['admin'], response: { 200: z.object({ data: z.array(competition) }) } } },
      async () => ({ data: await service.list() }),
    );
    app.post(
      '/api/admin/competitions',
      {
        schema: {
          tags: ['admin'],
          body: createCompetitionBody,
          response: { 201: z.object({ data: competition }) },
        },
      },
      async (request, reply) => {
        reply.status(201);
        return { data: await service.create(currentUser(request), request.body) };
      },
    );
    app.delete(
      '/api/admin/competitions/:id',
      { schema: { tags: ['admin'], params: z.strictObject({ id: z.uuid() }) } },
      async (request, reply) => {
        if (!(await service.remove(currentUser(request), request.params.id)))
          throw notFound(MESSAGES.competitions.notFound);
        return reply.status(204).send();
      },
    );
  };
}
