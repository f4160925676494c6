import { type AdminCohorts, adminCohortsQuery, adminCohortsResponse } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { lastWeeks } from '../../lib/weeks.ts';
import type { AppDeps } from '../../ports.ts';
import { activeWeeks } from '../actions/index.ts';
import { signupWeeks } from '../users/index.ts';

/**
 * Weekly sign-up cohorts over the last `weekCount` weeks: for each week's new people, how many
 * created a design action in that week and in each week after it, up to this one.
 */
export async function signupCohorts(db: Db, weekCount: number, now = new Date()): Promise<AdminCohorts> {
  const weeks = lastWeeks(weekCount, now);
  const since = new Date(`${weeks[0]}T00:00:00Z`);
  const signups = await signupWeeks(db, since);
  const active = new Set(
    (
      await activeWeeks(
        db,
        signups.map((s) => s.id),
        since,
      )
    ).map((a) => `${a.userId} ${a.week}`),
  );
  const cohorts = weeks.map((week, index) => {
    const members = signups.filter((s) => s.week === week).map((s) => s.id);
    return {
      week,
      size: members.length,
      active: weeks.slice(index).map((later) => members.filter((id) => active.has(`${id} ${later}`)).length),
    };
  });
  return { weeks, cohorts };
}

/** GET /api/admin/returning-active-users (inside the admin scope). */
export function returningUsersRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/returning-active-users',
      {
        schema: { tags: ['admin'], querystring: adminCohortsQuery, response: { 200: adminCohortsResponse } },
      },
      async (request) => ({ data: await signupCohorts(deps.db, request.query.weeks) }),
    );
  };
}
