import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { AppDeps } from '../../ports.ts';
import { printFilesService } from './service.ts';

const params = z.object({ file: z.string().max(200) });

/**
 * The instant print-ready PDF of one of the user's designs (`/api/print-ready/instant/{assetId}.pdf`),
 * and whether it has one (`/api/print-ready/instant/{assetId}`: `{ available, capability | reason }`,
 * what its dialogs offer — "Download print PDF" or "Get print-ready file").
 */
export function printFileRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const service = printFilesService(deps);
  return async (app) => {
    app.get(
      '/api/print-ready/instant/:file',
      { preValidation: requireUser, schema: { tags: ['print-ready'], params } },
      async (request, reply) => {
        const match = /^(.+)\.pdf$/.exec(request.params.file);
        const userId = currentUser(request).id;
        if (!match) return { data: await service.availability(userId, checkId(request.params.file)) };
        const file = await service.instantPdf(userId, checkId(match[1]!));
        return reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes));
      },
    );
  };
}
