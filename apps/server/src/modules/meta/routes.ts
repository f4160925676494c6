import { devMailboxResponse, healthResponse, metaResponse, PRODUCT_VERSION } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { hasEditModel } from '../../providers/image-generation/index.ts';
import { listDevMails } from '../../providers/mail/dev-mailbox.ts';

export const SERVER_VERSION: string = PRODUCT_VERSION;

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

export function metaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  /**
   * The dev mailbox holds everyone's sign-in codes: never in production, and by default only for
   * callers on this machine (DEV_MAILBOX=open shares it with a trusted network, off hides it).
   */
  const mailboxOpenTo = (ip: string) => {
    const { dev, DEV_MAILBOX } = deps.config;
    if (!dev || deps.mailer.name !== 'dev-mailbox' || DEV_MAILBOX === 'off') return false;
    return DEV_MAILBOX === 'open' || LOOPBACK.test(ip);
  };
  return async (app) => {
    app.get(
      '/api/meta.json',
      {
        schema: {
          tags: ['meta'],
          response: {
            200: metaResponse.extend({
              maintenance: z.boolean(),
              // whether an image without a design document is edited by an AI image model (the
              // toolbox offers every tool) or only on its pixels (recolour, background, zoom out, upscale)
              imageEditModel: z.boolean(),
            }),
          },
        },
      },
      async () => ({
        version: SERVER_VERSION,
        maintenance: deps.config.MAINTENANCE,
        imageEditModel: hasEditModel(deps.editProviders),
      }),
    );

    app.get('/api/health', { schema: { tags: ['meta'], response: { 200: healthResponse } } }, async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    });

    app.get(
      '/api/dev/mailbox',
      { schema: { tags: ['dev'], response: { 200: devMailboxResponse } } },
      async (request) => {
        if (!mailboxOpenTo(request.ip)) throw notFound();
        const mails = await listDevMails(deps.db);
        return { data: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
      },
    );
  };
}
