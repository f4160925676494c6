import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { type ThumbnailCache, thumbnailCache } from './thumbnails.ts';

/** Browsers may keep a thumbnail a day; the ETag answers later checks with a 304. */
const CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const idParam = z.string().min(1).max(100);

/**
 * Template thumbnails, public (they show the catalogue, nothing of anyone's, and <img> sends
 * no bearer token): GET /api/templates/{id}/thumbnail.webp, and the catalogue's own
 * `thumbnail_url` form /catalogue/thumbnails/{id}.webp.
 */
export function templateRoutes(
  _deps: AppDeps,
  cache: ThumbnailCache = thumbnailCache(),
): FastifyPluginAsyncZod {
  return async (app) => {
    const send = async (id: string, request: FastifyRequest, reply: FastifyReply) => {
      const pending = cache.get(id);
      if (!pending) throw notFound();
      const thumb = await pending;
      reply.header('cache-control', CACHE_CONTROL).header('etag', thumb.etag);
      if (request.headers['if-none-match'] === thumb.etag) return reply.status(304).send();
      return reply.type('image/webp').send(thumb.bytes);
    };

    app.get(
      '/api/templates/:id/thumbnail.webp',
      { schema: { tags: ['templates'], params: z.object({ id: idParam }) } },
      (request, reply) => send(request.params.id, request, reply),
    );

    app.get(
      '/catalogue/thumbnails/:file',
      { schema: { hide: true, params: z.object({ file: z.string().max(120) }) } },
      (request, reply) => {
        const match = /^([a-z0-9-]+)\.webp$/.exec(request.params.file);
        if (!match?.[1]) throw notFound();
        return send(match[1], request, reply);
      },
    );
  };
}
