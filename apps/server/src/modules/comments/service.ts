import {
  type CreateHotspotThreadBody,
  commentExcerpt,
  HOTSPOT_COMMENT_MESSAGES,
  HOTSPOT_COMMENTS,
  type HotspotComment,
  type HotspotThread,
} from '@packsmith/core';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { AssetsService } from '../assets/index.ts';
import type { CollectionsService } from '../collections/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { findPeople } from '../users/index.ts';
import * as repo from './repository.ts';

const M = HOTSPOT_COMMENT_MESSAGES;

export interface CommentsDeps {
  db: Db;
  assets: Pick<AssetsService, 'liveOwnerOf'>;
  collections: Pick<CollectionsService, 'audienceOf'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
}

/** The query the web keeps an image's threads under; notifications name it so open pins refresh. */
export const hotspotQueryKey = (assetId: string) => ['hotspot-comments', assetId];

/** Who may see an image's comments, and how each reaches the image. */
interface Audience {
  ownerId: string;
  /** Person → a collection they see the image in (the image's owner is not in it unless they share it). */
  viaCollection: Map<string, string>;
}

const canSee = (a: Audience, userId: string) => a.ownerId === userId || a.viaCollection.has(userId);

/** Where a notification about the image opens for this person: the editor for its owner, else its collection. */
function deeplinkFor(a: Audience, userId: string, assetId: string): string {
  if (userId === a.ownerId) return `/dashboard/edit/editor?revisionId=${encodeURIComponent(assetId)}`;
  return `/dashboard/collections/${a.viaCollection.get(userId)}?assetId=${encodeURIComponent(assetId)}`;
}

type Person = { id: string; name: string };
const displayName = (p: { name: string | null; email: string }) =>
  p.name?.trim() || p.email.split('@')[0] || 'Someone';

/**
 * Comment threads pinned to points of an image. The image's owner and everyone who sees it
 * through a collection (owner and accepted collaborators) read and write them; anyone else
 * gets 404, as if the image did not exist.
 */
export function commentsService(deps: CommentsDeps) {
  const { db } = deps;

  async function audience(userId: string, assetId: string, tx: DbOrTx, missing: string): Promise<Audience> {
    const ownerId = await deps.assets.liveOwnerOf(assetId, tx);
    if (!ownerId) throw notFound(missing);
    const viaCollection = await deps.collections.audienceOf(assetId, tx);
    const found = { ownerId, viaCollection };
    if (!canSee(found, userId)) throw notFound(missing);
    return found;
  }

  async function people(tx: DbOrTx, ids: Iterable<string>): Promise<Map<string, Person>> {
    const rows = await findPeople(tx, { ids: [...new Set(ids)] });
    return new Map(rows.map((p) => [p.id, { id: p.id, name: displayName(p) }]));
  }
  const someone = (id: string): Person => ({ id, name: 'Former member' });

  function commentDto(c: repo.CommentRow, who: Map<string, Person>, me: string): HotspotComment {
    return {
      id: c.id,
      threadId: c.threadId,
      author: who.get(c.userId) ?? someone(c.userId),
      body: c.body,
      createdAt: c.createdAt.toISOString(),
      editedAt: c.editedAt?.toISOString() ?? null,
      mine: c.userId === me,
    };
  }

  async function threadDtos(
    tx: DbOrTx,
    threads: repo.ThreadRow[],
    me: string,
    ownerId: string,
  ): Promise<HotspotThread[]> {
    const comments = await repo.commentsOfThreads(
      tx,
      threads.map((t) => t.id),
    );
    const who = await people(tx, [
      ...threads.flatMap((t) => [t.userId, ...(t.resolvedBy ? [t.resolvedBy] : [])]),
      ...comments.map((c) => c.userId),
    ]);
    return threads.map((t) => ({
      id: t.id,
      assetId: t.assetId,
      x: t.x,
      y: t.y,
      author: who.get(t.userId) ?? someone(t.userId),
      resolvedAt: t.resolvedAt?.toISOString() ?? null,
      resolvedBy: t.resolvedBy ? (who.get(t.resolvedBy) ?? someone(t.resolvedBy)) : null,
      createdAt: t.createdAt.toISOString(),
      canResolve: me === ownerId || me === t.userId,
      comments: comments.filter((c) => c.threadId === t.id).map((c) => commentDto(c, who, me)),
    }));
  }

  async function oneThread(tx: DbOrTx, threadId: string, me: string, ownerId: string) {
    const thread = await repo.lockThread(tx, threadId);
    const [dto] = await threadDtos(tx, thread ? [thread] : [], me, ownerId);
    return dto!;
  }

  /** A thread the caller may see (locked), with the image's audience; 404 otherwise. */
  async function visibleThread(userId: string, threadId: string, tx: DbOrTx) {
    const thread = await repo.lockThread(tx, threadId);
    if (!thread) throw notFound(M.threadNotFound);
    return { thread, audience: await audience(userId, thread.assetId, tx, M.threadNotFound) };
  }

  /** Tells `recipients` (those who still see the image, never the actor), each with their own link. */
  async function notify(
    tx: DbOrTx,
    a: Audience,
    assetId: string,
    actorId: string,
    recipients: Iterable<string>,
    text: { title: string; message: string },
  ) {
    const byLink = new Map<string, string[]>();
    for (const id of new Set(recipients)) {
      if (id === actorId || !canSee(a, id)) continue;
      const link = deeplinkFor(a, id, assetId);
      byLink.set(link, [...(byLink.get(link) ?? []), id]);
    }
    for (const [deeplink, userIds] of byLink) {
      await deps.notifications.notifyMany(
        userIds,
        { type: 'hotspot_comment', ...text, deeplink, queryKeys: [hotspotQueryKey(assetId)] },
        tx,
      );
    }
  }

  async function actorName(tx: DbOrTx, userId: string) {
    return (await people(tx, [userId])).get(userId)?.name ?? 'Someone';
  }

  return {
    async list(userId: string, assetId: string): Promise<HotspotThread[]> {
      const a = await audience(userId, assetId, db, M.imageNotFound);
      return threadDtos(db, await repo.threadsOfAsset(db, assetId), userId, a.ownerId);
    },

    /** A new pin with its first comment; the image's owner hears of it (unless they pinned it). */
    async createThread(
      userId: string,
      assetId: string,
      body: CreateHotspotThreadBody,
    ): Promise<HotspotThread> {
      return db.transaction(async (tx) => {
        const a = await audience(userId, assetId, tx, M.imageNotFound);
        await repo.lockAssetThreads(tx, assetId);
        if ((await repo.countThreads(tx, assetId)) >= HOTSPOT_COMMENTS.maxThreadsPerImage)
          throw conflict(M.tooManyThreads, 'too_many_threads');
        const thread = await repo.insertThread(tx, { assetId, userId, x: body.x, y: body.y });
        await repo.insertComment(tx, { threadId: thread.id, userId, body: body.body });
        const excerpt = commentExcerpt(body.body);
        await notify(tx, a, assetId, userId, [a.ownerId], {
          title: M.newThreadTitle,
          message: M.newThreadMessage
            .replace('{author}', await actorName(tx, userId))
            .replace('{excerpt}', excerpt),
        });
        return oneThread(tx, thread.id, userId, a.ownerId);
      });
    },

    /** A reply; everyone else in the thread and the image's owner hear of it. */
    async reply(userId: string, threadId: string, body: string): Promise<HotspotThread> {
      return db.transaction(async (tx) => {
        const { thread, audience: a } = await visibleThread(userId, threadId, tx);
        if (thread.resolvedAt) throw conflict(M.resolvedReplyForbidden, 'thread_resolved');
        if ((await repo.countComments(tx, threadId)) >= HOTSPOT_COMMENTS.maxCommentsPerThread)
          throw conflict(M.tooManyComments, 'too_many_comments');
        await repo.insertComment(tx, { threadId, userId, body });
        const participants = [a.ownerId, thread.userId, ...(await repo.authorsOf(tx, threadId))];
        await notify(tx, a, thread.assetId, userId, participants, {
          title: M.replyTitle,
          message: M.replyMessage
            .replace('{author}', await actorName(tx, userId))
            .replace('{excerpt}', commentExcerpt(body)),
        });
        return oneThread(tx, threadId, userId, a.ownerId);
      });
    },

    /** Only the author edits their comment. */
    async edit(userId: string, commentId: string, body: string): Promise<HotspotComment> {
      return db.transaction(async (tx) => {
        const found = await repo.commentWithThread(tx, commentId);
        if (!found) throw notFound(M.commentNotFound);
        await audience(userId, found.thread.assetId, tx, M.commentNotFound);
        if (found.comment.userId !== userId) throw forbidden(M.authorOnly, 'author_only');
        const row = await repo.updateCommentBody(tx, commentId, body);
        return commentDto(row, await people(tx, [userId]), userId);
      });
    },

    /** Only the author deletes their comment; a thread left without comments goes with it. */
    async remove(userId: string, commentId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const found = await repo.commentWithThread(tx, commentId);
        if (!found) throw notFound(M.commentNotFound);
        await audience(userId, found.thread.assetId, tx, M.commentNotFound);
        if (found.comment.userId !== userId) throw forbidden(M.authorOnly, 'author_only');
        await repo.deleteComment(tx, found.comment);
      });
    },

    /** The image's owner or the thread's author resolves (true) or reopens (false) it. */
    async setResolved(userId: string, threadId: string, resolved: boolean): Promise<HotspotThread> {
      return db.transaction(async (tx) => {
        const { thread, audience: a } = await visibleThread(userId, threadId, tx);
        if (userId !== a.ownerId && userId !== thread.userId)
          throw forbidden(M.resolveForbidden, 'resolve_forbidden');
        await repo.setResolved(tx, threadId, resolved ? userId : null);
        return oneThread(tx, threadId, userId, a.ownerId);
      });
    },
  };
}

export type CommentsService = ReturnType<typeof commentsService>;
