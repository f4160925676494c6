import { devMailboxResponse, healthResponse, metaResponse } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import serverPackage from '../../../package.json' with { type: 'json' };
import type { AppDeps } from '../../app.ts';
import { notFound } from '../../lib/errors.ts';
import { listDevMails } from '../../providers/mail/dev-mailbox.ts';

export const SERVER_VERSION: string = serverPackage.version;

export function metaRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/meta.json',
      { schema: { tags: ['meta'], response: { 200: metaResponse.extend({ maintenance: z.boolean() }) } } },
      async () => ({ version: SERVER_VERSION, maintenance: deps.config.MAINTENANCE }),
    );

    app.get('/api/health', { schema: { tags: ['meta'], response: { 200: healthResponse } } }, async () => {
      await deps.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: 'ok' as const };
    });

    app.get(
      '/api/dev/mailbox',
      { schema: { tags: ['dev'], response: { 200: devMailboxResponse } } },
      async () => {
        if (!deps.config.dev || deps.mailer.name !== 'dev-mailbox') throw notFound();
        const mails = await listDevMails(deps.db);
        return { data: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) };
      },
    );
  };
}
