import type { Competition, CreateCompetitionBody } from '@packsmith/core';
import type { Db } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { recordAudit } from '../admin/index.ts';
import {
  type CompetitionRow,
  deleteCompetition,
  insertCompetition,
  latestCompetitions,
  runningCompetition,
} from './repository.ts';

const toDto = (row: CompetitionRow): Competition => ({
  id: row.id,
  title: row.title,
  bannerText: row.bannerText,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
});

export function competitionsService(db: Db) {
  return {
    /** The competition running now (the one ending soonest if several overlap), or null. */
    async current(now = new Date()): Promise<Competition | null> {
      const row = await runningCompetition(db, now);
      return row ? toDto(row) : null;
    },

    async list(): Promise<Competition[]> {
      const rows = await latestCompetitions(db, 100);
      return rows.map(toDto);
    },

    async create(actor: AuthenticatedUser, body: CreateCompetitionBody): Promise<Competition> {
      return db.transaction(async (tx) => {
        const row = await insertCompetition(tx, {
          title: body.title,
          bannerText: body.bannerText,
          startsAt: new Date(body.startsAt),
          endsAt: new Date(body.endsAt),
        });
        const created = toDto(row);
        await recordAudit(tx, actor, { action: 'competition.create', target: created.id, after: created });
        return created;
      });
    },

    /** Ends a competition now (its banner goes); false when there is no such competition. */
    async remove(actor: AuthenticatedUser, id: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const row = await deleteCompetition(tx, id);
        if (!row) return false;
        await recordAudit(tx, actor, { action: 'competition.delete', target: id, before: toDto(row) });
        return true;
      });
    },
  };
}

export type CompetitionsService = ReturnType<typeof competitionsService>;
