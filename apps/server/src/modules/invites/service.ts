import { randomInt } from 'node:crypto';
import {
  ACCESS_CHANGE_QUERY_KEYS,
  admittedMessage,
  EARLY_ACCESS_PATH,
  type FeatureStatus,
  INVITE_CODE_ALPHABET,
  INVITE_LIST_PAGE_SIZE,
  type InviteCode,
  type InviteFeature,
  type InvitesPage,
  MESSAGES,
  WAITLIST_BATCH,
  type WaitingPerson,
} from '@packsmith/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../admin/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { findPeople } from '../users/index.ts';
import {
  accessAndPlace,
  admitWaiting,
  claimInvite,
  featuresUnlockedBy,
  grantAccess,
  type InviteFilter,
  type InviteRow,
  insertInvite,
  insertWaitlistPlace,
  inviteByCode,
  inviteCount,
  inviteRows,
  waitingPeople,
} from './repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invite-only features a person has unlocked (by code or from a waitlist). */
export async function accessibleFeatures(db: DbOrTx, userId: string): Promise<InviteFeature[]> {
  return (await featuresUnlockedBy(db, userId)) as InviteFeature[];
}

/** A fresh code: three groups of four from the readable alphabet (INVITE_CODE_PATTERN). */
export function newInviteCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)]).join('');
  return [group(), group(), group()].join('-');
}

export interface InvitesDeps {
  db: Db;
  notifications: Pick<NotificationsService, 'notify'>;
  /** Tells the team about a new waitlist sign-up (Slack). */
  onWaitlistJoined?: (userId: string, feature: InviteFeature) => void;
}

export function invitesService({ db, notifications, onWaitlistJoined }: InvitesDeps) {
  async function status(userId: string, feature: InviteFeature, tx: DbOrTx = db): Promise<FeatureStatus> {
    const { access, waiting } = await accessAndPlace(tx, userId, feature);
    return { feature, activated: Boolean(access), waitlisted: !access && Boolean(waiting) };
  }

  /** Why a code could not be redeemed, read after the claim found nothing to take. */
  async function refusal(tx: DbOrTx, code: string, feature: InviteFeature) {
    const invite = await inviteByCode(tx, code);
    if (!invite) return badRequest(MESSAGES.invites.codeUnknown, 'code_unknown');
    if (invite.feature !== feature)
      return badRequest(MESSAGES.invites.codeOtherFeature, 'code_other_feature');
    if (invite.redeemedAt) return badRequest(MESSAGES.invites.codeUsed, 'code_used');
    return badRequest(MESSAGES.invites.codeExpired, 'code_expired');
  }

  /** Invite rows as the admin sees them, with who made and who redeemed each (one lookup of people). */
  async function toInviteDtos(rows: InviteRow[], tx: DbOrTx): Promise<InviteCode[]> {
    const ids = [
      ...new Set(rows.flatMap((row) => [row.createdBy, row.redeemedBy].filter((id) => id !== null))),
    ];
    const emailOf = new Map((await findPeople(tx, { ids })).map((p) => [p.id, p.email]));
    const email = (id: string | null) => (id ? (emailOf.get(id) ?? null) : null);
    return rows.map((row) => ({
      code: row.code,
      feature: row.feature as InviteFeature,
      expiresAt: row.expiresAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      createdByEmail: email(row.createdBy),
      redeemedByEmail: email(row.redeemedBy),
      redeemedAt: row.redeemedAt ? row.redeemedAt.toISOString() : null,
    }));
  }

  async function listInvites(filter: InviteFilter, page: number, tx: DbOrTx = db) {
    const rows = await inviteRows(tx, filter, INVITE_LIST_PAGE_SIZE, (page - 1) * INVITE_LIST_PAGE_SIZE);
    return toInviteDtos(rows, tx);
  }

  return {
    status: (userId: string, feature: InviteFeature) => status(userId, feature),

    /**
     * Redeems a code for the caller. The claim is one conditional UPDATE: when two people send
     * the same code at once, the second waits for the first's row lock, finds the code taken
     * and gets 'already used' — exactly one wins.
     */
    async redeem(userId: string, code: string, feature: InviteFeature): Promise<FeatureStatus> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const claimed = await claimInvite(tx, code, feature, userId, now);
        if (!claimed) throw await refusal(tx, code, feature);
        await grantAccess(tx, userId, feature, 'invite');
        return status(userId, feature, tx);
      });
    },

    /** Joins the feature's waitlist; joining again (or when already in) changes nothing. */
    async joinWaitlist(userId: string, feature: InviteFeature): Promise<FeatureStatus> {
      const current = await status(userId, feature);
      if (current.activated || current.waitlisted) return current;
      if (await insertWaitlistPlace(db, userId, feature)) onWaitlistJoined?.(userId, feature);
      return status(userId, feature);
    },

    // -------------------------------------------------------------------------------------------
    // Staff
    // -------------------------------------------------------------------------------------------

    async createInvites(
      actor: AuthenticatedUser,
      input: { feature: InviteFeature; count: number; days: number },
    ): Promise<InviteCode[]> {
      const expiresAt = new Date(Date.now() + input.days * DAY_MS);
      return db.transaction(async (tx) => {
        const codes: string[] = [];
        // A clash among 31^12 codes is all but impossible; a clashing code is simply drawn again.
        while (codes.length < input.count) {
          const code = await insertInvite(tx, {
            code: newInviteCode(),
            feature: input.feature,
            expiresAt,
            createdBy: actor.id,
          });
          if (code) codes.push(code);
        }
        await recordAudit(tx, actor, {
          action: 'invite.create',
          target: input.feature,
          after: { codes, expiresAt: expiresAt.toISOString() },
        });
        return listInvites({ codes }, 1, tx);
      });
    },

    async listInvites(query: { feature?: InviteFeature; page: number }): Promise<InvitesPage> {
      const filter = { feature: query.feature };
      const total = await inviteCount(db, filter);
      return {
        invites: await listInvites(filter, query.page),
        page: query.page,
        pageSize: INVITE_LIST_PAGE_SIZE,
        totalCount: total,
      };
    },

    /** The people still waiting for a feature, oldest first. */
    async waitlist(feature: InviteFeature): Promise<WaitingPerson[]> {
      const rows = await waitingPeople(db, feature, WAITLIST_BATCH);
      const people = new Map(
        (await findPeople(db, { ids: rows.map((r) => r.userId) })).map((p) => [p.id, p]),
      );
      return rows.flatMap((row) => {
        const person = people.get(row.userId);
        return person
          ? [
              {
                userId: row.userId,
                email: person.email,
                name: person.name,
                joinedAt: row.joinedAt.toISOString(),
              },
            ]
          : [];
      });
    },

    /**
     * Admits waiting people: access via 'waitlist', the place closed, an in-app notification
     * and an audit entry each, all in one transaction. Ids not waiting are skipped; if none
     * is waiting the answer is 404.
     */
    async admit(actor: AuthenticatedUser, feature: InviteFeature, userIds: string[]): Promise<string[]> {
      return db.transaction(async (tx) => {
        const admitted = await admitWaiting(tx, feature, userIds);
        if (admitted.length === 0) throw notFound(MESSAGES.invites.notWaiting);
        for (const userId of admitted) {
          await grantAccess(tx, userId, feature, 'waitlist');
          await notifications.notify(
            userId,
            {
              type: 'feature_access_granted',
              title: MESSAGES.invites.admittedTitle,
              message: admittedMessage(feature),
              deeplink: EARLY_ACCESS_PATH,
              // The flags too: a feature behind a flag opens on their screen at once.
              queryKeys: ACCESS_CHANGE_QUERY_KEYS,
            },
            tx,
          );
          await recordAudit(tx, actor, {
            action: 'waitlist.admit',
            target: userId,
            before: { feature, waitlisted: true },
            after: { feature, activated: true, via: 'waitlist' },
          });
        }
        return admitted;
      });
    },
  };
}

export type InvitesService = ReturnType<typeof invitesService>;
