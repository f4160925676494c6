import { evaluatedFlags, flagAudience, flagKeyParam, MESSAGES } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../lib/auth-guard.ts';
import { badRequest } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { FlagsService } from './service.ts';
import { listFlagsForAdmin, setFlagAudience } from './service.ts';

const adminFlag = z.object({
  key: z.string(),
  label: z.string(),
  effect: z.string(),
  audience: flagAudience,
  people: z.array(z.object({ id: z.string(), email: z.string().nullable() })),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});

/** GET /api/flags: the caller's evaluated flags (signed in or not), in one call. */
export function flagRoutes(flags: FlagsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/flags',
      { schema: { tags: ['flags'], response: { 200: z.object({ data: evaluatedFlags }) } } },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return { data: await flags.forRequest(request) };
      },
    );
  };
}

/** Staff: list flags and set who each is on for (inside the admin scope). */
export function flagAdminRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/flags',
      {
        schema: {
          tags: ['admin'],
          response: {
            200: z.object({ data: z.array(adminFlag), editable: z.boolean(), provider: z.string() }),
          },
        },
      },
      async () => ({
        data: await listFlagsForAdmin(deps),
        editable: deps.flags.editable,
        provider: deps.flags.name,
      }),
    );

    app.put(
      '/api/admin/flags/:key',
      {
        schema: {
          tags: ['admin'],
          params: flagKeyParam,
          body: z.strictObject({ audience: flagAudience }),
          response: { 200: z.object({ data: adminFlag }) },
        },
      },
      async (request) => {
        if (!deps.flags.editable) throw badRequest(MESSAGES.flags.notEditable, 'flags_not_editable');
        await setFlagAudience(deps, currentUser(request), request.params.key, request.body.audience);
        const all = await listFlagsForAdmin(deps);
        return { data: all.find((flag) => flag.key === request.params.key)! };
      },
    );
  };
}
