/**
 * Comments on hotspots (spec part 1 §1): a thread pinned to a point of an image, with replies and
 * resolve/reopen. The image's owner and the people of a collection holding it take part.
 */
import { z } from 'zod';

export const HOTSPOT_COMMENTS = {
  bodyMaxLength: 2000,
  /** Threads one image carries at most (a guard against a runaway script, not a product limit). */
  maxThreadsPerImage: 200,
  /** Comments one thread carries at most. */
  maxCommentsPerThread: 200,
} as const;

export const HOTSPOT_COMMENT_MESSAGES = {
  bodyRequired: 'Write a comment first',
  bodyTooLong: `A comment can be at most ${HOTSPOT_COMMENTS.bodyMaxLength} characters`,
  pointRange: 'A pin sits on the image: x and y are fractions from 0 to 1',
  imageNotFound: 'Image not found',
  threadNotFound: 'Comment thread not found',
  commentNotFound: 'Comment not found',
  authorOnly: 'Only the author can change or delete a comment',
  resolveForbidden: 'Only the owner of the image or the author of the thread can resolve it',
  tooManyThreads: `An image can carry at most ${HOTSPOT_COMMENTS.maxThreadsPerImage} comment threads`,
  tooManyComments: `A thread can carry at most ${HOTSPOT_COMMENTS.maxCommentsPerThread} comments`,
  resolvedReplyForbidden: 'Reopen the thread to reply',
  newThreadTitle: 'New comment on your image',
  newThreadMessage: '{author} pinned a comment: “{excerpt}”',
  replyTitle: 'New reply to a comment',
  replyMessage: '{author} replied: “{excerpt}”',
  loadError: "We couldn't load the comments.",
  empty: 'No comments yet. Choose Comment, then click the image to pin one.',
} as const;

const M = HOTSPOT_COMMENT_MESSAGES;

export const hotspotCommentText = z
  .string({ error: M.bodyRequired })
  .trim()
  .min(1, M.bodyRequired)
  .max(HOTSPOT_COMMENTS.bodyMaxLength, M.bodyTooLong);

const fraction = z.number({ error: M.pointRange }).min(0, M.pointRange).max(1, M.pointRange);

/** POST /api/assets/{id}/comments — a new thread: the pin and its first comment. */
export const createHotspotThreadBody = z.strictObject({ x: fraction, y: fraction, body: hotspotCommentText });
export type CreateHotspotThreadBody = z.infer<typeof createHotspotThreadBody>;

/** POST /api/comment-threads/{id}/replies and PATCH /api/comments/{id}. */
export const hotspotCommentBody = z.strictObject({ body: hotspotCommentText });
export type HotspotCommentBody = z.infer<typeof hotspotCommentBody>;

export const hotspotAuthor = z.object({ id: z.string(), name: z.string() });

export const hotspotComment = z.object({
  id: z.string(),
  threadId: z.string(),
  author: hotspotAuthor,
  body: z.string(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The caller wrote it (may edit and delete it). */
  mine: z.boolean(),
});
export type HotspotComment = z.infer<typeof hotspotComment>;

export const hotspotThread = z.object({
  id: z.string(),
  assetId: z.string(),
  x: z.number(),
  y: z.number(),
  author: hotspotAuthor,
  resolvedAt: z.string().nullable(),
  resolvedBy: hotspotAuthor.nullable(),
  createdAt: z.string(),
  /** The caller may resolve and reopen it (the image's owner or the thread's author). */
  canResolve: z.boolean(),
  comments: z.array(hotspotComment),
});
export type HotspotThread = z.infer<typeof hotspotThread>;

/** "Ana pinned a comment: “Bigger logo…”": the first words of a comment for a notification. */
export function commentExcerpt(body: string, max = 80): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** Pins are numbered by age, oldest first, the same for everyone. */
export function numberThreads<T extends { createdAt: string; id: string }>(threads: readonly T[]): T[] {
  return [...threads].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

export const hotspotAssetParams = z.object({ assetId: z.uuid({ error: M.imageNotFound }) });
export const hotspotThreadParams = z.object({ threadId: z.uuid({ error: M.threadNotFound }) });
export const hotspotCommentParams = z.object({ commentId: z.uuid({ error: M.commentNotFound }) });

export const hotspotThreadsResponse = z.object({ data: z.array(hotspotThread) });
export const hotspotThreadResponse = z.object({ data: hotspotThread });
export const hotspotCommentResponse = z.object({ data: hotspotComment });
