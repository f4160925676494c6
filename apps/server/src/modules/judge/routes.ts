import { judgeEvaluateRequest, listJudgeQuery } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { JudgeService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Design judge: evaluate one design or compare 2–4 (one durable job), list and read the results. */
export function judgeRoutes(service: JudgeService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/judge/evaluations',
      { preValidation: requireUser, schema: { tags: ['judge'], body: judgeEvaluateRequest } },
      async (request, reply) => {
        const data = await service.evaluate(currentUser(request).id, request.body);
        return reply.status(201).send({ data });
      },
    );
    app.get(
      '/api/judge/evaluations',
      { preValidation: requireUser, schema: { tags: ['judge'], querystring: listJudgeQuery } },
      async (request) => service.list(currentUser(request).id, request.query),
    );
    app.get(
      '/api/judge/evaluations/:id',
      { preValidation: requireUser, schema: { tags: ['judge'], params: idParams } },
      async (request) => ({ data: await service.get(currentUser(request).id, checkId(request.params.id)) }),
    );
  };
}
