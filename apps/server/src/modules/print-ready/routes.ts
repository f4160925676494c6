import {
  addPrintReadyFiles,
  adminPrintReadyQuery,
  createPrintReadyRequest,
  PRINT_READY_MESSAGES,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { checkId } from '../../lib/ids.ts';
import type { PrintReadyService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });

/** The customer's print-ready orders: make one from a brief, list and read their own, pay. */
export function printReadyRoutes(service: PrintReadyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/print-ready/requests',
      { preValidation: requireUser, schema: { tags: ['print-ready'], body: createPrintReadyRequest } },
      async (request, reply) => {
        const data = await service.create(currentUser(request).id, request.body);
        return reply.status(201).send({ data, message: PRINT_READY_MESSAGES.created });
      },
    );
    app.get(
      '/api/print-ready/requests',
      { preValidation: requireUser, schema: { tags: ['print-ready'] } },
      async (request) => ({ data: await service.listMine(currentUser(request).id) }),
    );
    app.get(
      '/api/print-ready/requests/:id',
      { preValidation: requireUser, schema: { tags: ['print-ready'], params: idParams } },
      async (request) => ({
        data: await service.getMine(currentUser(request).id, checkId(request.params.id)),
      }),
    );
    app.post(
      '/api/print-ready/requests/:id/cancel',
      { preValidation: requireUser, schema: { tags: ['print-ready'], params: idParams } },
      async (request) => {
        const data = await service.cancel(currentUser(request), checkId(request.params.id));
        const message =
          data.status === 'refunded'
            ? PRINT_READY_MESSAGES.cancelledAndRefunded
            : PRINT_READY_MESSAGES.cancelled;
        return { data, message };
      },
    );
    app.post(
      '/api/print-ready/requests/:id/pay',
      { preValidation: requireUser, schema: { tags: ['print-ready'], params: idParams } },
      async (request) => ({
        data: await service.pay(currentUser(request).id, checkId(request.params.id)),
      }),
    );
  };
}

/** Staff's print-ready queue; mount in the admin scope. */
export function printReadyAdminRoutes(service: PrintReadyService): FastifyPluginAsyncZod {
  const params = z.strictObject({ id: z.uuid() });
  return async (app) => {
    app.get(
      '/api/admin/print-ready',
      { schema: { tags: ['admin'], querystring: adminPrintReadyQuery } },
      async (request) => ({ data: await service.adminList(request.query) }),
    );
    app.post(
      '/api/admin/print-ready/:id/assign',
      { schema: { tags: ['admin'], params } },
      async (request) => ({
        data: await service.assign(currentUser(request), request.params.id),
        message: PRINT_READY_MESSAGES.assigned,
      }),
    );
    app.post(
      '/api/admin/print-ready/:id/files',
      { schema: { tags: ['admin'], params, body: addPrintReadyFiles } },
      async (request) => ({
        data: await service.addFiles(currentUser(request), request.params.id, request.body.assetIds),
        message: PRINT_READY_MESSAGES.filesAdded,
      }),
    );
    app.post(
      '/api/admin/print-ready/:id/refund',
      { schema: { tags: ['admin'], params } },
      async (request) => ({
        data: await service.refund(currentUser(request), request.params.id),
        message: PRINT_READY_MESSAGES.refunded,
      }),
    );
    app.post(
      '/api/admin/print-ready/:id/deliver',
      { schema: { tags: ['admin'], params } },
      async (request) => ({
        data: await service.deliver(currentUser(request), request.params.id),
        message: PRINT_READY_MESSAGES.delivered,
      }),
    );
  };
}
