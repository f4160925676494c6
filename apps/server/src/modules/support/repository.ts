/** All SQL of the support chat: conversations, their messages, read marks and send-rate counts. */
import type { SupportAuthor } from '@packsmith/core';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { supportConversations, supportMessages } from '../../db/schema/index.ts';

export type ConversationRow = typeof supportConversations.$inferSelect;
export type MessageRow = typeof supportMessages.$inferSelect;

export async function conversationOf(db: DbOrTx, userId: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row ?? null;
}

export async function conversationById(db: DbOrTx, id: string): Promise<ConversationRow | null> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.id, id));
  return row ?? null;
}

/** The person's conversation, made on first use; its row stays locked until `tx` ends. */
export async function lockConversationOf(tx: DbOrTx, userId: string): Promise<ConversationRow> {
  const [row] = await tx
    .insert(supportConversations)
    .values({ userId })
    .onConflictDoUpdate({ target: supportConversations.userId, set: { lastMessageAt: sql`now()` } })
    .returning();
  return row!;
}

/** Serialises one author's sends (across conversations and API instances) until `tx` ends. */
export async function lockAuthor(tx: DbOrTx, authorId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`support-send:${authorId}`}))`);
}

/** How many messages `authorId` wrote as `author` in the last minute. */
export async function sentLastMinute(tx: DbOrTx, authorId: string, author: SupportAuthor): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.authorId, authorId),
        eq(supportMessages.author, author),
        gt(supportMessages.createdAt, sql`now() - interval '1 minute'`),
      ),
    );
  return row?.n ?? 0;
}

/** Messages from `author` in the conversation that the other side has not read. */
export async function unreadFrom(db: DbOrTx, conversationId: string, author: SupportAuthor): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        isNull(supportMessages.readAt),
      ),
    );
  return row?.n ?? 0;
}

export async function insertMessage(
  tx: DbOrTx,
  values: { conversationId: string; author: SupportAuthor; authorId: string; text: string },
): Promise<MessageRow> {
  const [row] = await tx.insert(supportMessages).values(values).returning();
  await tx
    .update(supportConversations)
    .set({ lastMessageAt: row!.createdAt })
    .where(eq(supportConversations.id, values.conversationId));
  return row!;
}

/** Marks what `author` wrote in the conversation as read; answers how many were newly read. */
export async function markRead(db: DbOrTx, conversationId: string, author: SupportAuthor): Promise<number> {
  const rows = await db
    .update(supportMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(supportMessages.conversationId, conversationId),
        eq(supportMessages.author, author),
        isNull(supportMessages.readAt),
      ),
    )
    .returning({ id: supportMessages.id });
  return rows.length;
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function threadMessages(
  db: DbOrTx,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.conversationId, conversationId))
    .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
    .limit(limit);
  return rows.reverse();
}

export interface ConversationListRow {
  id: string;
  userId: string;
  lastMessageAt: Date;
  lastMessage: string;
  lastAuthor: SupportAuthor;
  unread: number;
}

// Drizzle writes a column of the query's own table without its table name, which inside these
// subqueries would mean the message's id: the outer row is named in full.
const outerId = sql.raw('"support_conversations"."id"');

const lastMessage = (column: 'text' | 'author') =>
  sql<string>`(select m.${sql.identifier(column)} from ${supportMessages} m where m.conversation_id = ${outerId} order by m.created_at desc, m.id desc limit 1)`;

const unreadFromUser = sql<number>`(select count(*)::int from ${supportMessages} m where m.conversation_id = ${outerId} and m.author = 'user' and m.read_at is null)`;

/** Staff's list: conversations with a message, newest activity first, with the person's unread count. */
export async function listConversations(
  db: Db,
  page: { limit: number; offset: number },
): Promise<{ rows: ConversationListRow[]; totalCount: number }> {
  const withMessages = sql`exists (select 1 from ${supportMessages} m where m.conversation_id = ${outerId})`;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: supportConversations.id,
        userId: supportConversations.userId,
        lastMessageAt: supportConversations.lastMessageAt,
        lastMessage: lastMessage('text'),
        lastAuthor: lastMessage('author'),
        unread: unreadFromUser,
      })
      .from(supportConversations)
      .where(withMessages)
      .orderBy(desc(supportConversations.lastMessageAt), desc(supportConversations.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(supportConversations).where(withMessages),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, lastAuthor: r.lastAuthor as SupportAuthor })),
    totalCount: total?.n ?? 0,
  };
}

/** How many conversations have a message staff have not read (the admin badge). */
export async function conversationsAwaitingStaff(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${supportMessages.conversationId})::int` })
    .from(supportMessages)
    .where(and(eq(supportMessages.author, 'user'), isNull(supportMessages.readAt)));
  return row?.n ?? 0;
}
