import { DIELINE_FORMATS, type DielineFormat, dielineSizeQuerySchema } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import { windowLimiter } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../ports.ts';
import type { DielinesService } from './service.ts';

const FILE = new RegExp(`^([a-z0-9-]{1,80})\\.(${DIELINE_FORMATS.join('|')})$`);

/**
 * The dieline generator, open to everyone (it is a way in): `GET /api/dielines` lists the
 * structures, `GET /api/dielines/{id}.pdf|.svg|.dxf?length=&width=&depth=&caliper=` draws one.
 * The same structure and size always give the same file, so browsers and proxies may keep it.
 */
export function dielineRoutes(deps: AppDeps, service: DielinesService): FastifyPluginAsyncZod {
  const allow = windowLimiter({ limit: deps.config.DIELINES_PER_MINUTE });
  return async (app) => {
    app.get('/api/dielines', { schema: { tags: ['dielines'] } }, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { data: service.list() };
    });

    app.get(
      '/api/dielines/:file',
      {
        schema: {
          tags: ['dielines'],
          params: z.object({ file: z.string().max(100) }),
          querystring: dielineSizeQuerySchema,
        },
      },
      async (request, reply) => {
        const match = FILE.exec(request.params.file);
        if (!match) throw notFound();
        if (!allow(request.ip)) throw tooManyRequests();
        const file = await service.draw(match[1]!, match[2] as DielineFormat, request.query);
        const disposition = match[2] === 'svg' ? 'inline' : 'attachment';
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', `${disposition}; filename="${file.fileName}"`)
          .header('cache-control', 'public, max-age=86400')
          .send(typeof file.bytes === 'string' ? file.bytes : Buffer.from(file.bytes));
      },
    );
  };
}
