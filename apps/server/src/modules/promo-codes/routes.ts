import { createPromoCodeBody, PROMO_MESSAGES } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../lib/auth-guard.ts';
import type { PromoCodesService } from './service.ts';

/** Staff's promo codes (/admin/codes); mount in the admin scope. */
export function promoCodeAdminRoutes(codes: PromoCodesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/codes', { schema: { tags: ['admin'] } }, async () => ({ data: await codes.list() }));
    app.post(
      '/api/admin/codes',
      { schema: { tags: ['admin'], body: createPromoCodeBody } },
      async (request, reply) => {
        const data = await codes.create(currentUser(request), request.body);
        return reply.status(201).send({ data, message: PROMO_MESSAGES.created });
      },
    );
  };
}
