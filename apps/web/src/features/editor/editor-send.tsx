import { createContext, useContext } from 'react';
import type { EditorSend } from './use-editor-chat';

export interface EditorSendValue {
  /** Sends into the open conversation, exactly as the chat input does (optimistic, restored on failure). */
  send: EditorSend;
  /** The image the next message edits. */
  activeAssetId: string;
  /** A turn is running, or the conversation is loading or archived: a send would be refused. */
  blocked: boolean;
}

/**
 * The open editor's send path, for what is mounted inside it (the toolbox): a tool form calls
 * `send({ content, metadata: { toolbox: {...} } })`.
 */
export const EditorSendContext = createContext<EditorSendValue | null>(null);

/** The open editor's send path, or null outside the editor. */
export function useEditorSend(): EditorSendValue | null {
  return useContext(EditorSendContext);
}
