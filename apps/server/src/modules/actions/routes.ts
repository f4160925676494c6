import { designActionRequest, listDesignActionsQuery } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { ActionsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** Design actions (create for every type, list one type's, read one) and design variations (read one). */
export function actionRoutes(actions: ActionsService): FastifyPluginAsyncZod {
  return async (app) => {
    // Documented per type; validated in the service (older spellings, the type's first message).
    app.post(
      '/api/design-actions',
      {
        preValidation: requireUser,
        schema: { tags: ['design-actions'], body: designActionRequest },
        validatorCompiler: () => (body) => ({ value: body }),
      },
      async (request, reply) => {
        const designAction = await actions.create(currentUser(request).id, request.body);
        return reply.status(201).send({ data: { designAction } });
      },
    );
    app.get(
      '/api/design-actions',
      {
        preValidation: requireUser,
        schema: { tags: ['design-actions'], querystring: listDesignActionsQuery },
      },
      async (request) => actions.listByType(currentUser(request).id, request.query),
    );
    app.get(
      '/api/design-actions/:id',
      { preValidation: requireUser, schema: { tags: ['design-actions'], params: idParams } },
      async (request) => ({ data: await actions.get(currentUser(request).id, checkId(request.params.id)) }),
    );
    app.get(
      '/api/design-variations/:id',
      { preValidation: requireUser, schema: { tags: ['design-actions'], params: idParams } },
      async (request) => ({
        data: await actions.getVariation(currentUser(request).id, checkId(request.params.id)),
      }),
    );
  };
}
