/**
 * Undo and redo in the chat ("undo", "go back", "redo", "put it back", the editor's buttons and
 * shortcuts, which send the same words). They move the active image along its edit chain: nothing
 * is rendered, no credits are reserved or charged.
 *
 * - Undo from X goes to X's parent when X is an editor output (a chat turn made it) and the parent
 *   is the user's live image in the same session: made in it, or what one of its conversations is
 *   about (an upload opened in the editor).
 * - Redo from X goes to the image the latest undo that landed on X came from; a new edit in the
 *   conversation after that undo clears it (`redoTarget`). The pointer is the AI messages
 *   themselves: each move is written on its answer (`metadata.history`).
 *
 * Each move writes the user's message and the answer, like any reply, once the conversation is
 * idle (a turn running → 409).
 */
import {
  CHAT_HISTORY_MESSAGES,
  CHAT_MESSAGES,
  type ChatHistoryMove,
  type ChatMessageBody,
  redoTarget,
  type SendChatMessageResponse,
} from '@packsmith/core';
import type { HistoryIntent } from '@packsmith/render';
import type { Db } from '../../db/client.ts';
import { conflict } from '../../lib/errors.ts';
import type { AssetsService } from '../assets/index.ts';
import { toMessageDtos } from './dto.ts';
import {
  type ConversationRow,
  IDLE,
  insertConversation,
  insertMessage,
  isSessionSource,
  lockConversation,
  messagesOf,
} from './repository.ts';

export interface HistoryDeps {
  db: Db;
  assets: AssetsService;
}

/** The image undo goes to from `assetId` in `sessionId`, or null. */
async function undoTarget(deps: HistoryDeps, userId: string, sessionId: string, assetId: string) {
  const links = await deps.assets.ownLinks(userId, [assetId]);
  const current = links.get(assetId);
  if (!current?.parentId || !current.chatConversationId) return null;
  const parent = (await deps.assets.ownLinks(userId, [current.parentId])).get(current.parentId);
  if (!parent) return null;
  if (parent.sessionId === sessionId) return parent.id;
  return (await isSessionSource(deps.db, userId, sessionId, parent.id)) ? parent.id : null;
}

/** The image redo goes to from `assetId` in this conversation, or null (still the user's, live). */
async function redoTargetOf(deps: HistoryDeps, userId: string, conversationId: string, assetId: string) {
  const rows = await messagesOf(deps.db, conversationId);
  const target = redoTarget(
    rows.map((r) => ({ type: r.type, metadata: r.metadata, outputIds: r.outputAssetIds })),
    assetId,
  );
  if (!target) return null;
  return (await deps.assets.ownLinks(userId, [target])).has(target) ? target : null;
}

/**
 * Answers an undo or redo message: moves the active image (or says there is nothing to move to)
 * and writes the message and its answer. `conversation` is the caller's, already checked (owned,
 * not archived); null starts one like a first message does.
 */
export async function moveInHistory(
  deps: HistoryDeps,
  userId: string,
  body: ChatMessageBody,
  intent: HistoryIntent,
  conversation: ConversationRow | null,
): Promise<SendChatMessageResponse> {
  const from = body.assetId;
  const target =
    intent === 'undo'
      ? await undoTarget(deps, userId, body.designSessionId, from)
      : conversation
        ? await redoTargetOf(deps, userId, conversation.id, from)
        : null;
  const move: ChatHistoryMove | null = target ? { action: intent, from, to: target } : null;
  const reply = move
    ? intent === 'undo'
      ? CHAT_HISTORY_MESSAGES.undone
      : CHAT_HISTORY_MESSAGES.redone
    : intent === 'undo'
      ? CHAT_HISTORY_MESSAGES.nothingToUndo
      : CHAT_HISTORY_MESSAGES.nothingToRedo;

  const row =
    conversation ??
    (await insertConversation(deps.db, {
      userId,
      sessionId: body.designSessionId,
      sourceAssetId: body.assetId,
    }));
  const rows = await deps.db.transaction(async (tx) => {
    const locked = await lockConversation(tx, row.id);
    if (!IDLE.includes(locked!.status as never)) throw conflict(CHAT_MESSAGES.busy, 'busy');
    const userMessage = await insertMessage(tx, {
      conversationId: row.id,
      type: 'user',
      content: body.content,
      metadata: { history: intent, sourceAssetId: from },
    });
    const aiMessage = await insertMessage(tx, {
      conversationId: row.id,
      type: 'ai',
      content: reply,
      metadata: move ? { history: move } : {},
    });
    return [userMessage, aiMessage];
  });
  const [userMessage, aiMessage] = await toMessageDtos(deps.assets, userId, rows);
  return {
    conversationId: row.id,
    status: 'standby',
    userMessage: userMessage!,
    aiMessage: aiMessage ?? null,
    ...(move ? { activeAssetId: move.to } : {}),
  };
}
