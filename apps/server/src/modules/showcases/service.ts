/**
 * Showcases: an owner's consent on one of their designs (theirs only: another's is a 404), staff
 * featuring consented designs (an unconsented one is a 403, audited either way), and the Explore
 * showcase anyone can see (signed addresses, deleted images left out).
 */
import {
  SHOWCASE_LIMIT,
  SHOWCASE_MESSAGES,
  type ShowcaseCandidate,
  type ShowcaseConsent,
  type ShowcaseItem,
} from '@packsmith/core';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { forbidden, isPgError, notFound, PG_FOREIGN_KEY_VIOLATION } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { recordAudit } from '../admin/index.ts';
import type { AssetsService } from '../assets/index.ts';
import { findPeople } from '../users/index.ts';
import {
  candidateRows,
  consentState,
  feature,
  featuredRows,
  giveConsent,
  unfeature,
  withdrawConsent,
} from './repository.ts';

export type ShowcasesDeps = Pick<AppDeps, 'db'> & { assets: AssetsService };

export function showcasesService(deps: ShowcasesDeps) {
  const { db, assets } = deps;

  async function requireOwn(userId: string, assetId: string) {
    const own = await assets.ownLiveIds(userId, [assetId]);
    if (!own.has(assetId)) throw notFound(SHOWCASE_MESSAGES.notFound);
  }

  return {
    async consent(userId: string, assetId: string): Promise<ShowcaseConsent> {
      await requireOwn(userId, assetId);
      return { assetId, ...(await consentState(db, assetId)) };
    },

    async setConsent(userId: string, assetId: string, allowed: boolean): Promise<ShowcaseConsent> {
      await requireOwn(userId, assetId);
      if (allowed) await giveConsent(db, userId, assetId);
      else await withdrawConsent(db, userId, assetId);
      return { assetId, ...(await consentState(db, assetId)) };
    },

    async showcase(): Promise<ShowcaseItem[]> {
      const rows = await featuredRows(db, SHOWCASE_LIMIT * 2);
      const dtos = await assets.sharedDtos(rows.map((r) => r.assetId));
      return rows
        .flatMap((r) => {
          const asset = dtos.get(r.assetId);
          return asset ? [{ asset, featuredAt: r.featuredAt.toISOString() }] : [];
        })
        .slice(0, SHOWCASE_LIMIT);
    },

    async candidates(): Promise<ShowcaseCandidate[]> {
      const rows = await candidateRows(db, 200);
      const [dtos, people] = await Promise.all([
        assets.sharedDtos(rows.map((r) => r.assetId)),
        findPeople(db, { ids: [...new Set(rows.map((r) => r.userId))] }),
      ]);
      const emailOf = new Map(people.map((p) => [p.id, p.email]));
      return rows.flatMap((r) => {
        const asset = dtos.get(r.assetId);
        if (!asset) return [];
        return [
          {
            asset,
            ownerEmail: emailOf.get(r.userId) ?? null,
            consentedAt: r.consentedAt.toISOString(),
            featuredAt: r.featuredAt?.toISOString() ?? null,
          },
        ];
      });
    },

    /** Staff feature or unfeature a design; featuring needs the owner's consent (403 without). */
    async setFeatured(
      actor: AuthenticatedUser,
      assetId: string,
      featured: boolean,
    ): Promise<ShowcaseConsent> {
      if ((await assets.sharedDtos([assetId])).size === 0) throw notFound(SHOWCASE_MESSAGES.notFound);
      await db
        .transaction(async (tx) => {
          const changed = featured ? await feature(tx, assetId, actor.id) : await unfeature(tx, assetId);
          if (featured && !changed && !(await consentState(tx, assetId)).allowed)
            throw forbidden(SHOWCASE_MESSAGES.noConsent, 'no_consent');
          if (changed)
            await recordAudit(tx, actor, {
              action: featured ? 'showcase.feature' : 'showcase.unfeature',
              target: assetId,
            });
        })
        .catch((err) => {
          // The owner withdrew consent while this feature was being written: its row is gone.
          if (isPgError(err, PG_FOREIGN_KEY_VIOLATION))
            throw forbidden(SHOWCASE_MESSAGES.noConsent, 'no_consent');
          throw err;
        });
      return { assetId, ...(await consentState(db, assetId)) };
    },
  };
}

export type ShowcasesService = ReturnType<typeof showcasesService>;
