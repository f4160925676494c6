import { logoPrefill, logoPrefillBody } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../lib/auth-guard.ts';
import type { AppDeps } from '../../ports.ts';

/** Prompt prefill (the language port: LANGUAGE_PROVIDER). */
export function prefillRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const { language } = deps;
  return async (app) => {
    app.post(
      '/api/prompt-prefill/logo-design',
      {
        preValidation: requireUser,
        schema: {
          tags: ['prefill'],
          body: logoPrefillBody,
          response: { 200: z.object({ data: logoPrefill }) },
        },
      },
      async (request) => ({ data: await language.extractLogoBrief(request.body.prompt) }),
    );
  };
}
