import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { PrintFilesService } from './service.ts';

const params = z.object({ file: z.string().max(200) });
const foldParams = z.object({ assetId: z.string().max(100) });

const CONTENT_TYPES = { pdf: 'application/pdf', svg: 'image/svg+xml', dxf: 'application/dxf' } as const;

/**
 * The instant print-ready PDF of one of the user's designs (`/api/print-ready/instant/{assetId}.pdf`),
 * its die lines as layered SVG and DXF (`.svg`, `.dxf`: dieline designs only),
 * and whether it has one (`/api/print-ready/instant/{assetId}`: `{ available, capability | reason }`,
 * what its dialogs offer — "Download print PDF" or "Get print-ready file").
 */
export function printFileRoutes(service: PrintFilesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/print-ready/instant/:file',
      { preValidation: requireUser, schema: { tags: ['print-ready'], params } },
      async (request, reply) => {
        const match = /^(.+)\.(pdf|svg|dxf)$/.exec(request.params.file);
        const userId = currentUser(request).id;
        if (!match) return { data: await service.availability(userId, checkId(request.params.file)) };
        const format = match[2] as keyof typeof CONTENT_TYPES;
        const assetId = checkId(match[1]!);
        const file =
          format === 'pdf'
            ? await service.instantPdf(userId, assetId)
            : await service.instantDieline(userId, assetId, format);
        return reply
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'private, no-store')
          .send(Buffer.from(file.bytes));
      },
    );
    // the 3D fold of a dieline design: its net, folds and artwork (SVG in the net's millimetres)
    app.get(
      '/api/print-ready/instant/:assetId/fold',
      { preValidation: requireUser, schema: { tags: ['print-ready'], params: foldParams } },
      async (request, reply) => {
        const fold = await service.fold(currentUser(request).id, checkId(request.params.assetId));
        return reply.header('cache-control', 'private, no-store').send({ data: fold });
      },
    );
  };
}
