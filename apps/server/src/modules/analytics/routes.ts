import { type AnalyticsProperties, analyticsEventBody, MESSAGES } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, tooManyRequests } from '../../lib/errors.ts';
import { windowLimiter } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../ports.ts';

export function analyticsRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  // Per user when signed in, per address otherwise (a browser picks its own anonymousId).
  const allow = windowLimiter({ limit: deps.config.ANALYTICS_EVENTS_PER_MINUTE });
  return async (app) => {
    app.post(
      '/api/analytics/events',
      {
        schema: { tags: ['analytics'], body: analyticsEventBody, response: { 204: z.null() } },
        // Before the body is read and checked: a flood costs neither validation nor a write.
        onRequest: async (request) => {
          if (!allow(request.user ? `user:${request.user.id}` : `ip:${request.ip}`)) throw tooManyRequests();
        },
      },
      async (request, reply) => {
        const { name, properties, anonymousId } = request.body;
        const userId = request.user?.id ?? null;
        if (!userId && !anonymousId) throw badRequest(MESSAGES.analytics.anonymousIdRequired, 'validation');
        deps.analytics.capture({
          name,
          userId,
          anonymousId: userId ? null : (anonymousId ?? null),
          properties: properties as AnalyticsProperties,
          at: new Date(),
        });
        return reply.status(204).send(null);
      },
    );
  };
}
