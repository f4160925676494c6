import {
  SEARCH_LIMITS,
  searchFacetsQuery,
  searchItemParams,
  searchQuery,
  suggestedSearchQuery,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { AppDeps } from '../../ports.ts';
import { captureFor } from '../analytics/index.ts';
import type { SearchService } from './service.ts';

/** Search and inspiration: the query, one result, facet counts, suggestions, library images. */
export function searchRoutes(deps: AppDeps, service: SearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/search',
      { preValidation: requireUser, schema: { tags: ['search'], querystring: searchQuery } },
      async (request) => {
        const user = currentUser(request);
        const f = request.query;
        const result = await service.search(user.id, f);
        if (f.q) {
          captureFor(deps.analytics, 'search', user.id, {
            query: f.q.slice(0, 200),
            colours: f.colours,
            styles: f.styles,
            types: f.types,
          });
        }
        return result;
      },
    );
    app.get(
      '/api/search/facets',
      { preValidation: requireUser, schema: { tags: ['search'], querystring: searchFacetsQuery } },
      async (request) => {
        const { dimension, ...filters } = request.query;
        return { data: await service.facets(currentUser(request).id, filters, dimension) };
      },
    );
    app.get(
      '/api/search/:id',
      { preValidation: requireUser, schema: { tags: ['search'], params: searchItemParams } },
      async (request) => ({ data: await service.item(currentUser(request).id, request.params.id) }),
    );
    app.post(
      '/api/search/:id/save',
      { preValidation: requireUser, schema: { tags: ['search'], params: searchItemParams } },
      async (request) => ({ data: await service.save(currentUser(request).id, request.params.id) }),
    );
    // Library images are public content: an <img> asks for them without a token.
    app.get(
      '/api/search/:id/image',
      { schema: { tags: ['search'], params: searchItemParams } },
      async (request, reply) => {
        const url = await service.libraryImage(request.params.id);
        return reply.header('cache-control', 'public, max-age=300').redirect(url);
      },
    );
    app.get(
      '/api/stream/search/suggested',
      { preValidation: requireUser, schema: { tags: ['search'], querystring: suggestedSearchQuery } },
      async (request) => ({
        data: service.suggested(request.query.random === 'true', SEARCH_LIMITS.suggestedCount),
      }),
    );
  };
}
