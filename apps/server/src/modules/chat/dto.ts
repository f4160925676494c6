import type { ChatMessage, ChatMessageType, Conversation, ConversationStatus } from '@packsmith/core';
import type { AssetsService } from '../assets/index.ts';
import type { ConversationRow, MessageRow } from './repository.ts';

type Output = ChatMessage['outputAssets'][number];

/** Messages and their output images' addresses: one query for every message's outputs. */
export async function toMessageDtos(
  assets: AssetsService,
  userId: string,
  rows: readonly MessageRow[],
): Promise<ChatMessage[]> {
  const urls = await assets.urlsFor(
    userId,
    rows.flatMap((r) => r.outputAssetIds),
  );
  return rows.map((row) => {
    const parentId = (row.metadata.sourceAssetId as string | undefined) ?? null;
    const outputAssets = row.outputAssetIds.flatMap((id): Output[] => {
      const u = urls.get(id);
      return u ? [{ id, url: u.url, thumbnailUrl: u.thumbnailUrl, parentId }] : [];
    });
    return toMessageDto(row, outputAssets);
  });
}

function toMessageDto(row: MessageRow, outputAssets: Output[]): ChatMessage {
  return {
    id: row.id,
    type: row.type as ChatMessageType,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    metadata: row.metadata,
    outputAssets,
  };
}

/** Messages without their outputs' addresses (no database read): a user message just written. */
export function toMessageDtosWithoutOutputs(rows: readonly MessageRow[]): ChatMessage[] {
  return rows.map((row) => toMessageDto(row, []));
}

export function toConversationDto(row: ConversationRow, messages: ChatMessage[]): Conversation {
  return {
    id: row.id,
    status: row.status as ConversationStatus,
    mode: row.mode as Conversation['mode'],
    archived: row.archivedAt !== null,
    sessionId: row.sessionId,
    sourceAssetId: row.sourceAssetId,
    createdAt: row.createdAt.toISOString(),
    messages,
    assets: messages.flatMap((m) => m.outputAssets),
  };
}
