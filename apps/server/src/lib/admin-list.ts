/**
 * What every staff list shares on the server: the search match (an owner's exact e-mail or words
 * in some columns, taken literally) and the three routes (list, retry, cancel) each list answers.
 */
import {
  type AdminCommand,
  type AdminListParams,
  adminCommandResponse,
  adminListQuery,
  MESSAGES,
} from '@packsmith/core';
import { type AnyColumn, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthenticatedUser, currentUser } from './auth-guard.ts';

/** `%text%` for ILIKE, with the pattern characters in `text` matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows whose text columns hold `q`, or whose owner is one of `ownerIds` (found by e-mail). */
export function searchMatch(
  q: string,
  texts: (AnyColumn | SQL)[],
  owner: { column: AnyColumn; ids: string[] },
): SQL | undefined {
  return or(
    ...texts.map((text) => ilike(text, likePattern(q))),
    owner.ids.length ? inArray(owner.column, owner.ids) : undefined,
  );
}

export interface AdminListService<Page, Row> {
  list(query: AdminListParams): Promise<Page>;
  retry(actor: AuthenticatedUser, id: string): Promise<Row>;
  cancel(actor: AuthenticatedUser, id: string): Promise<Row>;
}

const idParams = z.strictObject({ id: z.uuid() });

const COMMAND_MESSAGES: Record<AdminCommand, string> = {
  retry: MESSAGES.adminGenerations.retried,
  cancel: MESSAGES.adminGenerations.cancelled,
};

/** GET `path` (searchable, paged), POST `path/:id/retry` and `path/:id/cancel`; mount in the admin scope. */
export function adminListRoutes<Page, Row>(spec: {
  path: string;
  page: z.ZodType<{ data: Page }>;
  row: z.ZodType<Row>;
  service: AdminListService<Page, Row>;
}): FastifyPluginAsyncZod {
  const { path, service } = spec;
  const commandSchema = {
    tags: ['admin'],
    params: idParams,
    response: { 200: adminCommandResponse(spec.row) },
  };
  return async (app) => {
    app.get(
      path,
      { schema: { tags: ['admin'], querystring: adminListQuery, response: { 200: spec.page } } },
      async (request) => ({ data: await service.list(request.query) }),
    );
    for (const command of ['retry', 'cancel'] as const) {
      app.post(`${path}/:id/${command}`, { schema: commandSchema }, async (request) => ({
        data: await service[command](currentUser(request), request.params.id),
        message: COMMAND_MESSAGES[command],
      }));
    }
  };
}
