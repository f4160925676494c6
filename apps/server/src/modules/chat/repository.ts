/** The chat module's tables: conversations and their messages. */
import type { ChatMessageType, ConversationStatus } from '@packsmith/core';
import { and, asc, count, desc, eq, gt, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { chatConversations, chatMessages } from '../../db/schema/index.ts';
import { flushLater } from '../../lib/flush-later.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;

/** Statuses in which no turn is running: a new message may start one. */
export const IDLE: ConversationStatus[] = ['standby', 'error'];

export async function findOwnConversation(db: DbOrTx, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.id, id), eq(chatConversations.userId, userId)));
  return row ?? null;
}

/** The row locked for the rest of the transaction (one turn per conversation). */
export async function lockConversation(tx: DbOrTx, id: string) {
  const [row] = await tx.select().from(chatConversations).where(eq(chatConversations.id, id)).for('update');
  return row ?? null;
}

/** The newest live conversation of a session about an image. */
export async function findConversationFor(db: DbOrTx, userId: string, sessionId: string, assetId: string) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.userId, userId),
        eq(chatConversations.sessionId, sessionId),
        eq(chatConversations.sourceAssetId, assetId),
        isNull(chatConversations.archivedAt),
      ),
    )
    .orderBy(desc(chatConversations.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * A new conversation, in one statement whose commit does not wait for its flush
 * (lib/flush-later.ts): what it is for, the turn with its reservation or the reply, is written
 * durably right after.
 */
export async function insertConversation(
  db: DbOrTx,
  values: { userId: string; sessionId: string; sourceAssetId: string },
): Promise<ConversationRow> {
  const result = await db.execute<Record<string, unknown>>(sql`
    insert into ${chatConversations} (user_id, session_id, source_asset_id)
    select ${values.userId}, ${values.sessionId}, ${values.sourceAssetId} where ${flushLater}
    returning *`);
  const r = result.rows[0]!;
  const at = (v: unknown) => (v === null ? null : new Date(v as string));
  return {
    id: r.id as string,
    userId: r.user_id as string,
    sessionId: r.session_id as string | null,
    sourceAssetId: r.source_asset_id as string | null,
    status: r.status as string,
    mode: r.mode as string,
    archivedAt: at(r.archived_at),
    turnMessageId: r.turn_message_id as string | null,
    creditReservationId: r.credit_reservation_id as string | null,
    error: r.error as string | null,
    createdAt: at(r.created_at)!,
    lastUpdatedAt: at(r.last_updated_at)!,
  };
}

/** A running turn's progress status: a hint, made again by a resumed run (lib/flush-later.ts). */
export async function setStatus(db: DbOrTx, id: string, status: ConversationStatus) {
  await db
    .update(chatConversations)
    .set({ status, lastUpdatedAt: new Date() })
    .where(and(eq(chatConversations.id, id), flushLater));
}

/** Ends the running turn once: true for the one caller that moved it out of a busy status. */
export async function endTurn(db: DbOrTx, id: string, turnMessageId: string, error: string | null) {
  const [won] = await db
    .update(chatConversations)
    .set({
      status: 'standby',
      error,
      turnMessageId: null,
      creditReservationId: null,
      lastUpdatedAt: new Date(),
    })
    .where(
      and(
        eq(chatConversations.id, id),
        eq(chatConversations.turnMessageId, turnMessageId),
        notInArray(chatConversations.status, IDLE),
      ),
    )
    .returning({ id: chatConversations.id });
  return Boolean(won);
}

/** A message row as a raw statement answers it (snake case, `seq` as text). */
type RawMessage = {
  id: string;
  seq: string | number;
  conversation_id: string;
  type: string;
  content: string;
  metadata: Record<string, unknown>;
  output_asset_ids: string[];
  created_at: Date | string;
};
const toMessageRow = (r: RawMessage): MessageRow => ({
  id: r.id,
  seq: Number(r.seq),
  conversationId: r.conversation_id,
  type: r.type,
  content: r.content,
  metadata: r.metadata,
  outputAssetIds: r.output_asset_ids,
  createdAt: new Date(r.created_at),
});

const idle = sql.join(
  IDLE.map((s) => sql`${s}`),
  sql`, `,
);

/** `message` written into the conversation in the statement that moved it, or null when it did not move. */
async function withMessage(
  db: DbOrTx,
  moved: SQL,
  message: {
    id?: string;
    type: ChatMessageType;
    content: string;
    metadata?: Record<string, unknown>;
    outputAssetIds?: string[];
  },
): Promise<MessageRow | null> {
  const outputs = message.outputAssetIds ?? [];
  const result = await db.execute<RawMessage>(sql`
    with moved as (${moved} returning id)
    insert into ${chatMessages} (id, conversation_id, type, content, metadata, output_asset_ids)
    select coalesce(${message.id ?? null}::uuid, gen_random_uuid()), moved.id, ${message.type},
      ${message.content}, ${JSON.stringify(message.metadata ?? {})}::jsonb,
      ${
        outputs.length
          ? sql`array[${sql.join(
              outputs.map((o) => sql`${o}`),
              sql`, `,
            )}]::uuid[]`
          : sql`'{}'::uuid[]`
      }
    from moved
    returning *`);
  const [row] = result.rows;
  return row ? toMessageRow(row) : null;
}

/**
 * Starts a turn in one statement: the idle conversation becomes `queued` with its turn and credit
 * hold, and the user message (`message.id`) is written. Null when a turn is already running.
 */
export function queueTurn(
  tx: DbOrTx,
  conversationId: string,
  message: { id: string; content: string; metadata: Record<string, unknown> },
  creditReservationId: string,
) {
  return withMessage(
    tx,
    sql`update ${chatConversations}
      set status = 'queued', turn_message_id = ${message.id}, credit_reservation_id = ${creditReservationId},
        error = null, last_updated_at = now()
      where id = ${conversationId} and status in (${idle})`,
    { ...message, type: 'user' },
  );
}

/**
 * Ends the running turn once and writes the AI's answer, in one statement: the answer for the one
 * caller that moved the conversation out of a busy status, null for any other.
 */
export function endTurnWithReply(
  tx: DbOrTx,
  id: string,
  turnMessageId: string,
  error: string | null,
  reply: { content: string; metadata?: Record<string, unknown>; outputAssetIds?: string[] },
) {
  return withMessage(
    tx,
    sql`update ${chatConversations}
      set status = 'standby', error = ${error}, turn_message_id = null, credit_reservation_id = null,
        last_updated_at = now()
      where id = ${id} and turn_message_id = ${turnMessageId} and status not in (${idle})`,
    { ...reply, type: 'ai' },
  );
}

export async function archive(db: DbOrTx, id: string) {
  await db
    .update(chatConversations)
    .set({ archivedAt: sql`coalesce(${chatConversations.archivedAt}, now())` })
    .where(eq(chatConversations.id, id));
}

export async function insertMessage(
  db: DbOrTx,
  values: {
    conversationId: string;
    type: ChatMessageType;
    content: string;
    metadata?: Record<string, unknown>;
    outputAssetIds?: string[];
  },
) {
  const [row] = await db.insert(chatMessages).values(values).returning();
  return row!;
}

export async function findConversation(db: DbOrTx, id: string): Promise<ConversationRow | undefined> {
  const [row] = await db.select().from(chatConversations).where(eq(chatConversations.id, id));
  return row;
}

export async function findMessage(db: DbOrTx, id: string) {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row ?? null;
}

export async function updateMessageMetadata(db: DbOrTx, id: string, metadata: Record<string, unknown>) {
  await db.update(chatMessages).set({ metadata }).where(eq(chatMessages.id, id));
}

export async function messagesOf(db: DbOrTx, conversationId: string) {
  return db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(asc(chatMessages.seq));
}

/** The AI's answer to a user message: the first AI message after it. */
export async function replyTo(db: DbOrTx, conversationId: string, afterSeq: number) {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.conversationId, conversationId),
        eq(chatMessages.type, 'ai'),
        gt(chatMessages.seq, afterSeq),
      ),
    )
    .orderBy(asc(chatMessages.seq))
    .limit(1);
  return row ?? null;
}

/** The turn a conversation is running (null when idle). */
export async function runningTurn(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ turnMessageId: chatConversations.turnMessageId })
    .from(chatConversations)
    .where(eq(chatConversations.id, id));
  return row?.turnMessageId ?? null;
}

export async function messageCount(db: DbOrTx, conversationId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId));
  return row?.n ?? 0;
}

/** Conversations whose turn has not moved for a while (a lost job, a dead worker). */
export async function stalledConversations(db: DbOrTx, olderThan: Date) {
  const rows = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(notInArray(chatConversations.status, IDLE), sql`${chatConversations.lastUpdatedAt} < ${olderThan}`),
    )
    .limit(500);
  return rows.map((r) => r.id);
}

/** Whether an image is what one of the user's conversations in a session is about (undo's reach). */
export async function isSessionSource(db: DbOrTx, userId: string, sessionId: string, assetId: string) {
  const [row] = await db
    .select({ id: chatConversations.id })
    .from(chatConversations)
    .where(
      and(
        eq(chatConversations.userId, userId),
        eq(chatConversations.sessionId, sessionId),
        eq(chatConversations.sourceAssetId, assetId),
      ),
    )
    .limit(1);
  return Boolean(row);
}
