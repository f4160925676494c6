/** The comments module's public face: comment threads pinned to points of an image. */
export { type CommentsService, commentsService, hotspotQueryKey } from './service.ts';
