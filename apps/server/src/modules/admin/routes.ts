import { FLAG_KEYS } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../ports.ts';
import { countUsers, findPeople } from '../users/index.ts';
import { recentAudit } from './repository.ts';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const RECENT_CHANGES = 20;

const auditEntry = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

/** The admin home: headline counts and the latest changes made in the admin area. */
export function adminHomeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/people',
      {
        schema: {
          tags: ['admin'],
          querystring: z.strictObject({ emails: z.string().max(5000) }),
          response: { 200: z.object({ data: z.array(z.object({ id: z.string(), email: z.string() })) }) },
        },
      },
      async (request) => ({
        data: await findPeople(deps.db, { emails: request.query.emails.split(/[\s,;]+/).slice(0, 200) }),
      }),
    );

    app.get(
      '/api/admin/overview',
      {
        schema: {
          tags: ['admin'],
          response: {
            200: z.object({
              data: z.object({
                users: z.number(),
                newUsersThisWeek: z.number(),
                flags: z.number(),
                recentChanges: z.array(auditEntry),
              }),
            }),
          },
        },
      },
      async () => {
        const [people, changes] = await Promise.all([
          countUsers(deps.db, new Date(Date.now() - WEEK_MS)),
          recentAudit(deps.db, RECENT_CHANGES),
        ]);
        return {
          data: {
            users: people.total,
            newUsersThisWeek: people.recent,
            flags: FLAG_KEYS.length,
            recentChanges: changes,
          },
        };
      },
    );
  };
}
