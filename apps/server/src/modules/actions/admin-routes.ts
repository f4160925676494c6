import {
  adminGenerationResponse,
  adminGenerationsPageResponse,
  adminGenerationsQuery,
  MESSAGES,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../deps.ts';
import { currentUser } from '../../lib/auth-guard.ts';
import { adminActionsService } from './admin.ts';

const idParams = z.strictObject({ id: z.uuid() });

/** Staff: every design action, newest first, with retry and cancel (inside the admin scope). */
export function actionAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = adminActionsService(deps);
  return async (app) => {
    app.get(
      '/api/admin/generations',
      {
        schema: {
          tags: ['admin'],
          querystring: adminGenerationsQuery,
          response: { 200: adminGenerationsPageResponse },
        },
      },
      async (request) => ({ data: await service.list(request.query) }),
    );
    app.post(
      '/api/admin/generations/:id/retry',
      { schema: { tags: ['admin'], params: idParams, response: { 200: adminGenerationResponse } } },
      async (request) => ({
        data: await service.retry(currentUser(request), request.params.id),
        message: MESSAGES.adminGenerations.retried,
      }),
    );
    app.post(
      '/api/admin/generations/:id/cancel',
      { schema: { tags: ['admin'], params: idParams, response: { 200: adminGenerationResponse } } },
      async (request) => ({
        data: await service.cancel(currentUser(request), request.params.id),
        message: MESSAGES.adminGenerations.cancelled,
      }),
    );
  };
}
