import {
  type AdminCollection,
  type AdminCollectionsQuery,
  COLLECTIONS,
  type Collaborator,
  type Collection,
  type CollectionItem,
  type CollectionRole,
  type CreateCollectionBody,
  createCollectionBody,
  type ListCollectionItemsFilters,
  type ListCollectionsFilters,
  MESSAGES,
} from '@packsmith/core';
import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { badRequest, forbidden, notFound, tooManyRequests } from '../../lib/errors.ts';
import type { JobQueue } from '../../ports.ts';
import type { Mailer } from '../../providers/mail/index.ts';
import { collectionInvitationMail } from '../../providers/mail/templates.ts';
import type { Realtime } from '../../providers/realtime/index.ts';
import { SHARED_READ_TTL_SECONDS, type Storage } from '../../providers/storage/index.ts';
import type { AssetsService } from '../assets/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { findPeople } from '../users/index.ts';
import * as repo from './repository.ts';

const M = MESSAGES.collections;
/**
 * Every file URL a collection hands out lasts at most 10 minutes: a removed collaborator's links
 * stop working within that (S3 presigned URLs cannot be revoked; docs/files.md).
 */
const SHARED_READS = { ttlSeconds: SHARED_READ_TTL_SECONDS };
const collectionNotFound = () => notFound(M.notFound);

export interface CollectionsDeps {
  db: Db;
  assets: AssetsService;
  notifications: NotificationsService;
  storage: Storage;
  jobs: JobQueue;
  realtime?: Realtime | null;
  log?: Logger;
  /** Sends invitation mails (none are sent without it: benches, tools). */
  mailer?: Mailer;
  /** `publicUrl`: the app's origin, for the link in an invitation mail. */
  config?: Pick<Config, 'publicUrl'>;
}

/** An invitation not yet accepted: the address only, whether or not it has an account. */
function invitedDto(r: repo.CollaboratorRow): Collaborator {
  return {
    id: r.id,
    userId: null,
    email: r.email,
    name: null,
    status: 'invited',
    accepted: false,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Where an invitation notification opens: the collection page offers to accept it. */
export const invitationPath = (collectionId: string) => `/dashboard/collections/${collectionId}?invitation=1`;

/**
 * Collections behind both API families (`/api/assets/collections…` and `/api/stream/collections…`).
 * Every call resolves the caller's role first (owner | collaborator | none → 404).
 */
export function collectionsService(deps: CollectionsDeps) {
  const { db, assets, notifications } = deps;
  const liveAssets: repo.LiveAsset = (assetId) => assets.isLiveSql(assetId);

  async function access(userId: string, collectionId: string, tx: DbOrTx = db) {
    const found = await repo.accessOf(tx, userId, collectionId);
    if (!found) throw collectionNotFound();
    return found;
  }

  async function ownerAccess(userId: string, collectionId: string, tx: DbOrTx = db) {
    const found = await access(userId, collectionId, tx);
    if (found.role !== 'owner') throw forbidden(M.ownerOnly, 'owner_only');
    return found.row;
  }

  /** Rows to DTOs: counts come with the rows; covers and thumbnails in one query for the page. */
  async function toDtos(
    rows: { row: repo.CollectionRow; assetsCount: number }[],
    roleOf: (row: repo.CollectionRow) => CollectionRole,
  ): Promise<Collection[]> {
    const items = await repo.latestItems(
      db,
      rows.map((r) => r.row.id),
      COLLECTIONS.thumbnails,
      liveAssets,
    );
    const urls = await assets.sharedUrls(
      items.map((i) => i.assetId),
      SHARED_READS,
    );
    return rows.map(({ row, assetsCount }) => {
      const thumbs = items
        .filter((i) => i.collectionId === row.id && urls.has(i.assetId))
        .map((i) => ({ id: i.id, assetId: i.assetId, thumbnailUrl: urls.get(i.assetId)!.thumbnailUrl }));
      const latest = thumbs[0] ? urls.get(thumbs[0].assetId)! : null;
      return {
        id: row.id,
        name: row.name,
        description: row.description,
        private: row.private,
        userId: row.userId,
        role: roleOf(row),
        assetsCount,
        mostRecentAsset: latest
          ? { id: thumbs[0]!.assetId, url: latest.url, thumbnailUrl: latest.thumbnailUrl }
          : null,
        items: thumbs,
        createdAt: row.createdAt.toISOString(),
        lastUpdatedAt: row.lastUpdatedAt.toISOString(),
      };
    });
  }

  const roleFor = (userId: string) => (row: repo.CollectionRow) =>
    row.userId === userId ? 'owner' : 'collaborator';

  async function one(userId: string, collectionId: string): Promise<Collection> {
    const { row, role } = await access(userId, collectionId);
    const assetsCount = await repo.countItems(db, row.id, liveAssets);
    const [dto] = await toDtos([{ row, assetsCount }], () => role);
    return dto!;
  }

  /**
   * Gives a person who now has an account the invitations sent to their address before it
   * existed (called at every sign-in, and before reading an invitation): each becomes an
   * open invitation with its notification, as if they had had the account all along.
   */
  async function claimInvitations(userId: string, email: string): Promise<number> {
    return db.transaction(async (tx) => {
      const claimed = await repo.claimInvitations(tx, userId, email);
      if (claimed.length === 0) return 0;
      const inviters = new Map(
        (await findPeople(tx, { ids: [...new Set(claimed.map((c) => c.invitedBy))] })).map((p) => [p.id, p]),
      );
      for (const c of claimed) {
        const found = await repo.accessOf(tx, c.invitedBy, c.collectionId);
        if (!found) continue;
        const inviter = inviters.get(c.invitedBy);
        await notifyInvitation(userId, inviter?.name || inviter?.email || 'Someone', found.row, tx);
      }
      return claimed.length;
    });
  }

  /** Invitations as the invited person reads them: the inviter's name (or address) instead of their id. */
  async function withInviterNames(rows: { collectionId: string; name: string; invitedBy: string }[]) {
    if (rows.length === 0) return [];
    const people = new Map(
      (await findPeople(db, { ids: [...new Set(rows.map((r) => r.invitedBy))] })).map((p) => [p.id, p]),
    );
    return rows.map((r) => {
      const inviter = people.get(r.invitedBy);
      return { collectionId: r.collectionId, name: r.name, invitedBy: inviter?.name || inviter?.email || '' };
    });
  }

  /** The notification an invited person with an account gets (at the invite, or at sign-up). */
  function notifyInvitation(personId: string, inviterName: string, row: repo.CollectionRow, tx: DbOrTx) {
    return notifications.notify(
      personId,
      {
        type: 'collection_invitation',
        title: M.invitationTitle,
        message: M.invitationMessage.replace('{inviter}', inviterName).replace('{name}', row.name),
        deeplink: invitationPath(row.id),
        queryKeys: [['collections']],
      },
      tx,
    );
  }

  /** The invitation mail, the same for every address; a mail that cannot go out is logged. */
  async function mailInvitation(to: string, inviter: string, collection: string, collectionId: string) {
    if (!deps.mailer) return;
    const link = `${deps.config?.publicUrl ?? ''}${invitationPath(collectionId)}`;
    try {
      await deps.mailer.send(collectionInvitationMail(to, { inviter, collection, link }));
    } catch (err) {
      deps.log?.warn({ err, collectionId }, 'collection invitation mail not sent');
    }
  }

  return {
    /** A collection's asset ids as SQL, once the caller is its owner or a collaborator (else 404). */
    async itemIdsSql(userId: string, collectionId: string) {
      await access(userId, collectionId);
      return repo.itemIdsSql(collectionId);
    },

    async list(userId: string, f: ListCollectionsFilters) {
      const { rows, totalCount } = await repo.listVisible(db, userId, f, liveAssets);
      return { data: await toDtos(rows, roleFor(userId)), totalCount };
    },

    get: one,

    /** `private` in the body is ignored: collections created here are always private. */
    async create(userId: string, body: CreateCollectionBody) {
      const { name, description } = createCollectionBody.parse(body);
      const row = await repo.insertCollection(db, { userId, name, description });
      return { id: row.id };
    },

    async update(userId: string, collectionId: string, body: { name?: string; description?: string | null }) {
      await ownerAccess(userId, collectionId);
      await repo.updateCollection(db, collectionId, body);
      return one(userId, collectionId);
    },

    /** Deletes the collection, its links and its collaborators; no image is deleted. */
    async remove(userId: string, collectionId: string) {
      await ownerAccess(userId, collectionId);
      await repo.deleteCollection(db, collectionId);
    },

    /**
     * Adds the caller's own live images, in one transaction: any id that is not one (another
     * user's, deleted, unknown) is a 404 and nothing is written. Adding a linked image again
     * keeps the one link.
     */
    async addItems(userId: string, collectionId: string, assetIds: string[]) {
      const ids = [...new Set(assetIds)];
      return db.transaction(async (tx) => {
        await access(userId, collectionId, tx);
        const own = await assets.ownLiveIds(userId, ids, tx);
        if (own.size !== ids.length) throw notFound(M.assetNotFound);
        const changed = await repo.insertItems(tx, collectionId, ids, userId);
        if (changed > 0) await repo.touchCollection(tx, collectionId);
        return { collectionId, changed, assetsCount: await repo.countItems(tx, collectionId, liveAssets) };
      });
    },

    /** The owner removes any image; a collaborator only those they added (else nothing is removed). */
    async removeItems(userId: string, collectionId: string, assetIds: string[]) {
      const ids = [...new Set(assetIds)];
      return db.transaction(async (tx) => {
        const { role } = await access(userId, collectionId, tx);
        if (role !== 'owner') {
          const items = await repo.itemsOf(tx, collectionId, ids);
          if (items.some((i) => i.addedBy !== userId)) throw forbidden(M.notOwnItem, 'not_own_item');
        }
        const changed = await repo.deleteItems(tx, collectionId, ids);
        if (changed > 0) await repo.touchCollection(tx, collectionId);
        return { collectionId, changed, assetsCount: await repo.countItems(tx, collectionId, liveAssets) };
      });
    },

    async items(userId: string, collectionId: string, f: ListCollectionItemsFilters) {
      await access(userId, collectionId);
      const term = f.filters || undefined;
      const shown: repo.LiveAsset = term ? (id) => assets.isLiveMatchingSql(id, term) : liveAssets;
      const { rows, totalCount } = await repo.listItems(db, collectionId, f, shown);
      const dtos = await assets.sharedDtos(
        rows.map((r) => r.assetId),
        SHARED_READS,
      );
      const data: CollectionItem[] = rows
        .filter((r) => dtos.has(r.assetId))
        .map((r) => ({
          id: r.id,
          collectionId: r.collectionId,
          assetId: r.assetId,
          addedBy: r.addedBy,
          createdAt: r.createdAt.toISOString(),
          asset: dtos.get(r.assetId)!,
        }));
      return { data, totalCount };
    },

    /** Asset id → ids of the caller's visible collections holding it (every asked id is a key). */
    async memberships(userId: string, assetIds: string[]) {
      const ids = [...new Set(assetIds)];
      const data: Record<string, string[]> = Object.fromEntries(ids.map((id) => [id, [] as string[]]));
      for (const pair of await repo.membershipsOf(db, userId, ids, liveAssets))
        data[pair.assetId]!.push(pair.collectionId);
      return data;
    },

    /**
     * Who sees an image through collections (owners and accepted collaborators of every collection
     * holding it), each with one collection they see it in; none for a deleted image.
     */
    async audienceOf(assetId: string, tx: DbOrTx = db): Promise<Map<string, string>> {
      const seen = new Map<string, string>();
      for (const r of await repo.audienceOf(tx, assetId))
        if (!seen.has(r.userId)) seen.set(r.userId, r.collectionId);
      return seen;
    },

    /** Staff: every collection with its owner, counts and last update; `q` is an owner's e-mail or a name part. */
    async adminList(query: AdminCollectionsQuery & { limit: number; offset: number }) {
      const q = query.q?.trim();
      let ownerId: string | undefined;
      if (q?.includes('@')) {
        const [owner] = await findPeople(db, { emails: [q] });
        if (!owner) return { data: [], totalCount: 0 };
        ownerId = owner.id;
      }
      const { rows, totalCount } = await repo.listAll(
        db,
        { ownerId, name: ownerId ? undefined : q, limit: query.limit, offset: query.offset },
        liveAssets,
      );
      const owners = await findPeople(db, { ids: [...new Set(rows.map((r) => r.row.userId))] });
      const emailOf = new Map(owners.map((o) => [o.id, o.email]));
      const data: AdminCollection[] = rows.map(({ row, assetsCount, collaboratorsCount }) => ({
        id: row.id,
        name: row.name,
        ownerEmail: emailOf.get(row.userId) ?? null,
        assetsCount,
        collaboratorsCount,
        createdAt: row.createdAt.toISOString(),
        lastUpdatedAt: row.lastUpdatedAt.toISOString(),
      }));
      return { data, totalCount };
    },

    // Collaborators ------------------------------------------------------------------------

    /**
     * Everyone invited. Until an invitation is accepted it shows only the address invited (no
     * account, no name): the list never tells whether an address has an account.
     */
    async collaborators(userId: string, collectionId: string): Promise<Collaborator[]> {
      await access(userId, collectionId);
      const rows = await repo.collaboratorsOf(db, collectionId);
      const accepted = rows.filter((r) => r.acceptedAt && r.userId);
      const people = new Map(
        (await findPeople(db, { ids: accepted.map((r) => r.userId!) })).map((p) => [p.id, p]),
      );
      return rows.map((r) => {
        const person = r.acceptedAt && r.userId ? people.get(r.userId) : undefined;
        if (!person) return invitedDto(r);
        return {
          id: r.id,
          userId: person.id,
          email: person.email,
          name: person.name,
          status: 'accepted',
          accepted: true,
          createdAt: r.createdAt.toISOString(),
        };
      });
    },

    /**
     * The owner invites an e-mail address. Known or not, the answer is the same (the address,
     * 'invited') and the same mail goes out: an address with an account also gets a
     * notification; one without gets the invitation when it signs up (`claimInvitations`).
     * At most `COLLECTIONS.invitesPerHour` a person (429).
     */
    async invite(userId: string, collectionId: string, rawEmail: string): Promise<Collaborator> {
      const email = rawEmail.trim().toLowerCase();
      const sent = await db.transaction(async (tx) => {
        const row = await ownerAccess(userId, collectionId, tx);
        const [inviter] = await findPeople(tx, { ids: [userId] });
        if (inviter?.email.toLowerCase() === email) throw badRequest(M.cannotInviteSelf, 'invite_self');
        await repo.lockInviter(tx, userId);
        const since = new Date(Date.now() - 3600_000);
        if ((await repo.invitesSentSince(tx, userId, since)) >= COLLECTIONS.invitesPerHour) {
          throw tooManyRequests(M.tooManyInvites);
        }
        const [person] = await findPeople(tx, { emails: [email] });
        const invitation = await repo.insertInvitation(tx, {
          collectionId,
          email,
          userId: person?.id ?? null,
          invitedBy: userId,
        });
        if (!invitation) {
          const existing = (await repo.collaboratorsOf(tx, collectionId)).find((r) => r.email === email);
          throw existing?.acceptedAt
            ? badRequest(M.alreadyCollaborator, 'already_collaborator')
            : badRequest(M.alreadyInvited, 'already_invited');
        }
        await repo.recordInviteSent(tx, userId);
        const inviterName = inviter?.name || inviter?.email || 'Someone';
        if (person) await notifyInvitation(person.id, inviterName, row, tx);
        return { invitation, inviterName, collectionName: row.name };
      });
      await mailInvitation(email, sent.inviterName, sent.collectionName, collectionId);
      return invitedDto(sent.invitation);
    },

    claimInvitations,

    /** What the invited person sees before accepting (404 without an open invitation). */
    async invitation(userId: string, collectionId: string, email?: string) {
      if (email) await claimInvitations(userId, email);
      const found = await repo.openInvitation(db, userId, collectionId);
      if (!found) throw notFound(M.invitationNotFound);
      const [named] = await withInviterNames([
        { collectionId, name: found.collection.name, invitedBy: found.invitation.invitedBy },
      ]);
      return named!;
    },

    /** Every invitation the person has not answered yet (those sent to their address before sign-up too). */
    async invitations(userId: string, email?: string) {
      if (email) await claimInvitations(userId, email);
      return withInviterNames(await repo.openInvitations(db, userId));
    },

    /** Accepting twice is fine; accepting without an invitation is a 404. */
    async accept(userId: string, collectionId: string, email?: string) {
      if (email) await claimInvitations(userId, email);
      const accepted = await repo.acceptInvitation(db, userId, collectionId);
      if (!accepted && !(await repo.isAcceptedCollaborator(db, userId, collectionId))) {
        throw notFound(M.invitationNotFound);
      }
      return one(userId, collectionId);
    },

    /**
     * The owner removes anyone, by invitation id or user id (an invitation still open, too);
     * anyone may remove themselves (leave, or decline an open invitation). Access ends with the row.
     */
    async removeCollaborator(userId: string, collectionId: string, collaboratorId: string) {
      const role = (await repo.accessOf(db, userId, collectionId))?.role;
      if (role === 'owner') {
        if (!(await repo.deleteCollaborator(db, collectionId, collaboratorId))) throw collectionNotFound();
        return;
      }
      if (await repo.deleteCollaborator(db, collectionId, collaboratorId, userId)) return;
      if (role === 'collaborator') throw forbidden(M.ownerOnly, 'owner_only');
      throw collectionNotFound();
    },
  };
}

export type CollectionsService = ReturnType<typeof collectionsService>;
