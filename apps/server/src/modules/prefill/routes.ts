import { logoPrefill, logoPrefillBody, springListQuery } from '@packsmith/core';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app.ts';
import { streamSpringGeneration } from '../../db/schema/index.ts';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { selectLanguageProvider } from '../../providers/language/index.ts';

/** Prompt prefill (the language port: LANGUAGE_PROVIDER) and the spring generations list. */
export function prefillRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const language = selectLanguageProvider(deps.config, deps.log);
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

    app.get(
      '/api/spring/generation',
      { preValidation: requireUser, schema: { tags: ['spring'], querystring: springListQuery } },
      async (request) => {
        const userId = currentUser(request).id;
        const { page, pageSize } = request.query;
        const where = and(
          eq(streamSpringGeneration.userId, userId),
          isNull(streamSpringGeneration.deletedAt),
        );
        const [{ total }] = await deps.db
          .select({ total: count() })
          .from(streamSpringGeneration)
          .where(where);
        const rows = await deps.db
          .select()
          .from(streamSpringGeneration)
          .where(where)
          .orderBy(desc(streamSpringGeneration.createdAt))
          .limit(pageSize)
          .offset((page - 1) * pageSize);
        return {
          data: rows.map((r) => ({
            id: r.id,
            name: r.name,
            status: r.status,
            isPrivate: r.isPrivate,
            brand: r.brand,
            slogan: r.slogan,
            industry: r.industry,
            colours: r.colours,
            packagingType: r.packagingType,
            packagingImage: r.packagingImage,
            imageCount: r.imageCount,
            isConceptMode: r.isConceptMode,
            designActionId: r.designActionId,
            sessionId: r.sessionId,
            createdAt: r.createdAt.toISOString(),
            lastUpdatedAt: r.lastUpdatedAt.toISOString(),
          })),
          total,
          totalCount: total,
        };
      },
    );
  };
}
