/** Where the editor opens. Query values follow the spec's /dashboard/edit/editor parameters. */
export type EditorSource = 'upload' | 'generation' | 'collection';

const PARAM: Record<EditorSource, string> = {
  upload: 'revisionId',
  generation: 'forgeImageId',
  collection: 'collectionItemId',
};

/** /dashboard/edit/editor?revisionId|forgeImageId|collectionItemId= (the image's asset id). */
export function editorPath(assetId: string, source: EditorSource = 'upload'): string {
  return `/dashboard/edit/editor?${PARAM[source]}=${encodeURIComponent(assetId)}`;
}

/** The image an editor URL names, whichever parameter carries it. */
export function editorAssetParam(params: URLSearchParams): string | null {
  return params.get('revisionId') ?? params.get('forgeImageId') ?? params.get('collectionItemId');
}

/**
 * The session page with the editor open on an image (and its conversation, when known), showing
 * `activeAssetId` (an edit's result) or the image itself.
 */
export function sessionEditorPath(
  sessionId: string,
  assetId: string,
  conversationId?: string,
  activeAssetId: string = assetId,
): string {
  const q = new URLSearchParams({ assetId, activeAssetId, isEditMode: 'true' });
  if (conversationId) q.set('conversationId', conversationId);
  return `/dashboard/sessions/${encodeURIComponent(sessionId)}?${q}`;
}

/** The session a generated or edited image belongs to (its metadata), or null (uploads). */
export function sessionOf(asset: { metadata: Record<string, unknown> }): string | null {
  const id = asset.metadata.sessionId;
  return typeof id === 'string' && id ? id : null;
}
