import { putUserTourBody, tourId, userTour, userToursResponse } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { ToursService } from './service.ts';

const tags = ['users'];

/** GET /api/user-tours and PUT /api/user-tours/{tourId}: the signed-in person's own tours only. */
export function tourRoutes(tours: ToursService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('preValidation', requireUser);
    app.get(
      '/api/user-tours',
      { schema: { tags, response: { 200: userToursResponse } } },
      async (request) => ({
        data: await tours.list(currentUser(request).id),
      }),
    );
    app.put(
      '/api/user-tours/:tourId',
      {
        schema: {
          tags,
          params: z.object({ tourId }),
          body: putUserTourBody,
          response: { 200: z.object({ data: userTour }) },
        },
      },
      async (request) => ({
        data: await tours.set(currentUser(request).id, request.params.tourId, request.body.doNotShow),
      }),
    );
  };
}
