import {
  SHOWCASE_MESSAGES,
  showcaseAssetParams,
  showcaseConsentBody,
  showcaseFeatureBody,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { ShowcasesService } from './service.ts';

/** The Explore showcase (anyone) and an owner's consent on their design. */
export function showcaseRoutes(showcases: ShowcasesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/showcases', { schema: { tags: ['showcases'] } }, async () => ({
      data: await showcases.showcase(),
    }));
    app.get(
      '/api/showcases/consent/:assetId',
      { preValidation: requireUser, schema: { tags: ['showcases'], params: showcaseAssetParams } },
      async (request) => ({
        data: await showcases.consent(currentUser(request).id, request.params.assetId),
      }),
    );
    app.put(
      '/api/showcases/consent/:assetId',
      {
        preValidation: requireUser,
        schema: { tags: ['showcases'], params: showcaseAssetParams, body: showcaseConsentBody },
      },
      async (request) => {
        const data = await showcases.setConsent(
          currentUser(request).id,
          request.params.assetId,
          request.body.allowed,
        );
        return {
          data,
          message: data.allowed ? SHOWCASE_MESSAGES.consentGiven : SHOWCASE_MESSAGES.consentWithdrawn,
        };
      },
    );
  };
}

/** Staff: consented designs and featuring them (/admin/showcases; inside the admin scope). */
export function showcaseAdminRoutes(showcases: ShowcasesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/api/admin/showcases', { schema: { tags: ['admin'] } }, async () => ({
      data: await showcases.candidates(),
    }));
    app.put(
      '/api/admin/showcases/:assetId',
      { schema: { tags: ['admin'], params: showcaseAssetParams, body: showcaseFeatureBody } },
      async (request) => {
        const data = await showcases.setFeatured(
          currentUser(request),
          request.params.assetId,
          request.body.featured,
        );
        return { data, message: data.featured ? SHOWCASE_MESSAGES.featured : SHOWCASE_MESSAGES.unfeatured };
      },
    );
  };
}
