import { adminDesignGeneration, adminDesignGenerationsPageResponse, springListQuery } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListRoutes } from '../../lib/admin-list.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { AdminDesignGenerationsService } from './admin.ts';
import type { GenerationsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/**
 * The packaging generator's calls. POST takes the form: signed in, it starts the generation
 * (201); logged out with isLaunchPackaging and an email, it keeps a launch request (202) that is
 * claimed by that browser (its claim token) once its email has signed in. The form is validated in the service (first message of the
 * shared schema).
 */
export function generationRoutes(generations: GenerationsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/spring/generation',
      { preValidation: requireUser, schema: { tags: ['spring'], querystring: springListQuery } },
      async (request) =>
        generations.list(currentUser(request).id, request.query.page, request.query.pageSize),
    );
    app.post(
      '/api/spring/generation',
      { schema: { tags: ['spring'], body: z.record(z.string(), z.unknown()) } },
      async (request, reply) => {
        if (request.user) {
          return reply.status(201).send({ data: await generations.create(request.user.id, request.body) });
        }
        return reply
          .status(202)
          .send({ data: { launch: await generations.launch(request.body, request.ip) } });
      },
    );
    app.post(
      '/api/spring/generation/claim',
      {
        preValidation: requireUser,
        schema: { tags: ['spring'], body: z.object({ claimToken: z.string().min(1).max(200) }) },
      },
      async (request, reply) => {
        const user = currentUser(request);
        return reply
          .status(201)
          .send({ data: await generations.claim(user.id, user.email, request.body.claimToken) });
      },
    );
    app.get(
      '/api/spring/generation/:id',
      { preValidation: requireUser, schema: { tags: ['spring'], params: idParams } },
      async (request) => ({
        data: await generations.get(currentUser(request).id, checkId(request.params.id)),
      }),
    );
  };
}

/** Staff: every packaging-generator generation, newest first, with retry and cancel (inside the admin scope). */
export function generationAdminRoutes(service: AdminDesignGenerationsService): FastifyPluginAsyncZod {
  return adminListRoutes({
    path: '/api/admin/design-generations',
    page: adminDesignGenerationsPageResponse,
    row: adminDesignGeneration,
    service,
  });
}
