/**
 * The chat editor in the browser (spec part 2 §2, §4).
 *
 * - `EditorDialog`: the asset editor (lazy-loaded). Give it the session (or null: an 'Edit'
 *   session is made with the first message) and the image; children mount inside it with its
 *   send path (the toolbox).
 * - `useEditorSend()`: inside the editor, `{ send({ content, metadata?, variationCount? }),
 *   activeAssetId, blocked }` — the chat input's own path (optimistic, restored on failure).
 * - `TOOLBOX_PARAMS`: the URL flags the editor's Toolbox button sets.
 * - `chatKeys`: every chat query sits under `chatKeys.all`.
 */
export { chatKeys } from './api';
export { EditorDialog, type EditorDialogProps } from './editor';
export { type EditorSendValue, useEditorSend } from './editor-send';
export { type EditorSource, editorAssetParam, editorPath, sessionEditorPath, sessionOf } from './paths';
export { TOOLBOX_PARAMS } from './toolbox-params';
export type { EditorSend, SendInput } from './use-editor-chat';
