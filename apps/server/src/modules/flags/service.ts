import {
  type EvaluatedFlags,
  FLAG_ACCESS_FEATURES,
  FLAG_KEYS,
  FLAGS,
  type FlagAudience,
  type FlagContext,
  type FlagKey,
} from '@packsmith/core';
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import type { AppDeps } from '../../ports.ts';
import { recordAudit } from '../admin/index.ts';
import { accessibleFeatures } from '../invites/index.ts';
import { findPeople, flagContextOf } from '../users/index.ts';
import { allFlagRows, lockFlagAudience, upsertFlagAudience } from './repository.ts';

const ANONYMOUS: FlagContext = { userId: null, tier: null, staff: false, jobRole: null };

/**
 * Flags as the product reads them: the port's evaluation, plus feature access (a flag whose
 * feature someone unlocked by invite code or waitlist is on for them), plus the maintenance rules
 * (the MAINTENANCE environment variable forces the page on for everyone; the flag never locks
 * staff out).
 */
export function flagsService(deps: Pick<AppDeps, 'db' | 'config' | 'flags'>) {
  const perRequest = new WeakMap<FastifyRequest, Promise<EvaluatedFlags>>();

  async function evaluate(context: FlagContext): Promise<EvaluatedFlags> {
    const flags = { ...(await deps.flags.evaluate(context)) };
    if (deps.config.MAINTENANCE) flags['maintenance-page'] = true;
    else if (context.staff) flags['maintenance-page'] = false;
    return flags;
  }

  async function forUser(userId: string | null): Promise<EvaluatedFlags> {
    const context = userId ? await flagContextOf(deps.db, userId, deps.config.STAFF_EMAIL_DOMAIN) : null;
    const flags = await evaluate(context ?? ANONYMOUS);
    if (!context || !userId) return flags;
    const unlocked = new Set(await accessibleFeatures(deps.db, userId));
    for (const [key, feature] of Object.entries(FLAG_ACCESS_FEATURES))
      if (unlocked.has(feature)) flags[key as keyof typeof FLAG_ACCESS_FEATURES] = true;
    return flags;
  }

  return {
    forUser,
    /** The caller's flags, evaluated once per request however often they are read. */
    forRequest(request: FastifyRequest): Promise<EvaluatedFlags> {
      let flags = perRequest.get(request);
      if (!flags) {
        flags = forUser(request.user?.id ?? null);
        perRequest.set(request, flags);
      }
      return flags;
    },
    async isOn(key: FlagKey, userId: string | null): Promise<boolean> {
      return (await forUser(userId))[key];
    },
  };
}
export type FlagsService = ReturnType<typeof flagsService>;

/** Staff's view of every flag: its effect, who it is on for, and its last change. */
export async function listFlagsForAdmin(deps: Pick<AppDeps, 'db' | 'flags'>) {
  const rows = await allFlagRows(deps.db);
  const byKey = new Map(rows.map((row) => [row.key, row]));
  const audiences = FLAG_KEYS.map((key) => byKey.get(key)?.audience ?? FLAGS[key].defaultAudience);
  const named = [
    ...new Set([...audiences.flatMap((a) => a.userIds), ...rows.flatMap((r) => r.updatedBy ?? [])]),
  ];
  const emailOf = new Map((await findPeople(deps.db, { ids: named })).map((p) => [p.id, p.email]));
  return FLAG_KEYS.map((key, i) => {
    const row = byKey.get(key);
    const audience = audiences[i]!;
    return {
      key,
      label: FLAGS[key].label,
      effect: FLAGS[key].effect,
      audience,
      people: audience.userIds.map((id) => ({ id, email: emailOf.get(id) ?? null })),
      updatedAt: row?.updatedAt.toISOString() ?? null,
      updatedBy: (row?.updatedBy && emailOf.get(row.updatedBy)) ?? null,
    };
  });
}

/** Sets who a flag is on for, with its audit entry, in one transaction; takes effect at once here. */
export async function setFlagAudience(
  deps: Pick<AppDeps, 'db' | 'flags'>,
  actor: AuthenticatedUser,
  key: FlagKey,
  audience: FlagAudience,
) {
  await deps.db.transaction(async (tx) => {
    const before = (await lockFlagAudience(tx, key)) ?? FLAGS[key].defaultAudience;
    await upsertFlagAudience(tx, key, audience, actor.id);
    await recordAudit(tx, actor, { action: 'flag.update', target: key, before, after: audience });
  });
  deps.flags.invalidate();
}
