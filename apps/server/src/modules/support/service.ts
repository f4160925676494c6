/**
 * The built-in support chat: one conversation per person; staff answer from /admin/support.
 * Every message goes live to the person and to every staff member over the realtime channel
 * (sent with the transaction, so only once it commits), and a person's message that starts an
 * unread run mails the support inbox (later ones in the same run would only repeat it).
 */
import {
  type AdminSupportThread,
  REALTIME_EVENTS,
  SUPPORT_LIMITS,
  SUPPORT_MESSAGES,
  type SupportAuthor,
  type SupportConversationSummary,
  type SupportEvent,
  type SupportMessage,
  type SupportThread,
} from '@packsmith/core';
import type { DbOrTx } from '../../db/client.ts';
import type { AuthenticatedUser } from '../../lib/auth-guard.ts';
import { notFound, tooManyRequests } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { findPeople, staffIds } from '../users/index.ts';
import {
  type ConversationListRow,
  type ConversationRow,
  conversationById,
  conversationOf,
  conversationsAwaitingStaff,
  insertMessage,
  listConversations,
  lockAuthor,
  lockConversationOf,
  type MessageRow,
  markRead,
  sentLastMinute,
  threadMessages,
  unreadFrom,
} from './repository.ts';

type SupportDeps = Pick<AppDeps, 'db' | 'realtime' | 'mailer' | 'config' | 'log'>;

function toMessage(row: MessageRow, names: Map<string, string | null>): SupportMessage {
  return {
    id: row.id,
    author: row.author as SupportAuthor,
    authorName: row.author === 'staff' && row.authorId ? (names.get(row.authorId) ?? null) : null,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}

export function supportService(deps: SupportDeps) {
  const { db, realtime, mailer, config, log } = deps;
  const inbox = config.SUPPORT_INBOX || `support@${config.STAFF_EMAIL_DOMAIN.replace(/^@/, '')}`;

  async function messagesOf(conversationId: string): Promise<SupportMessage[]> {
    const rows = await threadMessages(db, conversationId, SUPPORT_LIMITS.threadMessages);
    const ids = [...new Set(rows.flatMap((r) => (r.author === 'staff' && r.authorId ? [r.authorId] : [])))];
    const names = new Map((await findPeople(db, { ids })).map((p) => [p.id, p.name]));
    return rows.map((r) => toMessage(r, names));
  }

  /** Tells the person and every staff member (except `except`) that the conversation changed. */
  async function announce(
    tx: DbOrTx,
    conversation: ConversationRow,
    event: Omit<SupportEvent, 'conversationId'>,
  ) {
    const data: SupportEvent = { conversationId: conversation.id, ...event };
    const people = new Set([conversation.userId, ...(await staffIds(tx, config.STAFF_EMAIL_DOMAIN))]);
    await realtime.publishMany(
      [...people].map((userId) => ({ userId, event: REALTIME_EVENTS.support, data })),
      tx,
    );
  }

  /** One message, within the author's per-minute limit (counted under a lock, so bursts hold to it). */
  async function send(
    sender: AuthenticatedUser,
    author: SupportAuthor,
    conversationFor: (tx: DbOrTx) => Promise<ConversationRow>,
    text: string,
  ) {
    return db.transaction(async (tx) => {
      await lockAuthor(tx, sender.id);
      if ((await sentLastMinute(tx, sender.id, author)) >= SUPPORT_LIMITS.messagesPerMinute)
        throw tooManyRequests(SUPPORT_MESSAGES.rateLimited);
      const conversation = await conversationFor(tx);
      const startsUnreadRun = (await unreadFrom(tx, conversation.id, author)) === 0;
      const row = await insertMessage(tx, {
        conversationId: conversation.id,
        author,
        authorId: sender.id,
        text,
      });
      await announce(tx, conversation, { kind: 'message', author });
      return { conversation, row, startsUnreadRun };
    });
  }

  function mailStaff(sender: AuthenticatedUser, conversationId: string, text: string) {
    mailer
      .send({
        to: inbox,
        subject: SUPPORT_MESSAGES.emailSubject(sender.email),
        text: `${sender.email} wrote:\n\n${text}\n\nAnswer in Packsmith: ${new URL(`/admin/support?c=${conversationId}`, config.publicUrl).href}\n`,
      })
      .catch((err) => log.warn({ err, conversationId }, 'support mail to staff failed'));
  }

  async function summaries(rows: ConversationListRow[]): Promise<SupportConversationSummary[]> {
    const people = new Map((await findPeople(db, { ids: rows.map((r) => r.userId) })).map((p) => [p.id, p]));
    return rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      userEmail: people.get(r.userId)?.email ?? '',
      userName: people.get(r.userId)?.name ?? null,
      lastMessage: r.lastMessage,
      lastAuthor: r.lastAuthor,
      lastMessageAt: r.lastMessageAt.toISOString(),
      unread: r.unread,
    }));
  }

  async function staffConversation(id: string): Promise<ConversationRow> {
    const conversation = await conversationById(db, id);
    if (!conversation) throw notFound(SUPPORT_MESSAGES.conversationNotFound);
    return conversation;
  }

  return {
    config: () =>
      config.CRISP_WEBSITE_ID
        ? ({ driver: 'crisp', crispWebsiteId: config.CRISP_WEBSITE_ID } as const)
        : ({ driver: 'built-in', crispWebsiteId: null } as const),

    /** The person's own conversation (empty before their first message). */
    async thread(userId: string): Promise<SupportThread> {
      const conversation = await conversationOf(db, userId);
      if (!conversation) return { id: null, messages: [], unread: 0 };
      return {
        id: conversation.id,
        messages: await messagesOf(conversation.id),
        unread: await unreadFrom(db, conversation.id, 'staff'),
      };
    },

    async unreadForUser(userId: string): Promise<number> {
      const conversation = await conversationOf(db, userId);
      return conversation ? unreadFrom(db, conversation.id, 'staff') : 0;
    },

    async sendAsUser(user: AuthenticatedUser, text: string): Promise<SupportMessage> {
      const sent = await send(user, 'user', (tx) => lockConversationOf(tx, user.id), text);
      if (sent.startsUnreadRun) mailStaff(user, sent.conversation.id, text);
      return toMessage(sent.row, new Map());
    },

    /** The person read the team's replies. */
    async readAsUser(userId: string): Promise<void> {
      const conversation = await conversationOf(db, userId);
      if (conversation) await readSide(conversation, 'staff');
    },

    async list(page: { limit: number; offset: number }) {
      const { rows, totalCount } = await listConversations(db, page);
      return { data: await summaries(rows), totalCount, awaiting: await conversationsAwaitingStaff(db) };
    },

    async staffThread(id: string): Promise<AdminSupportThread> {
      const conversation = await staffConversation(id);
      const { rows } = await listConversationsOf(conversation);
      const [summary] = await summaries(rows);
      return { conversation: summary!, messages: await messagesOf(id) };
    },

    async reply(staff: AuthenticatedUser, conversationId: string, text: string): Promise<SupportMessage> {
      await staffConversation(conversationId);
      const sent = await send(
        staff,
        'staff',
        async (tx) => {
          const conversation = await conversationById(tx, conversationId);
          if (!conversation) throw notFound(SUPPORT_MESSAGES.conversationNotFound);
          return conversation;
        },
        text,
      );
      const names = new Map((await findPeople(db, { ids: [staff.id] })).map((p) => [p.id, p.name]));
      return toMessage(sent.row, names);
    },

    /** Staff read the person's messages. */
    async readAsStaff(conversationId: string): Promise<void> {
      await readSide(await staffConversation(conversationId), 'user');
    },
  };

  async function readSide(conversation: ConversationRow, author: SupportAuthor) {
    await db.transaction(async (tx) => {
      if ((await markRead(tx, conversation.id, author)) > 0)
        await announce(tx, conversation, { kind: 'read', author });
    });
  }

  /** The list row of one conversation. */
  async function listConversationsOf(conversation: ConversationRow) {
    const unread = await unreadFrom(db, conversation.id, 'user');
    const [last] = (await threadMessages(db, conversation.id, 1)) as (MessageRow | undefined)[];
    return {
      rows: [
        {
          id: conversation.id,
          userId: conversation.userId,
          lastMessageAt: conversation.lastMessageAt,
          lastMessage: last?.text ?? '',
          lastAuthor: (last?.author ?? 'user') as SupportAuthor,
          unread,
        },
      ],
    };
  }
}

export type SupportService = ReturnType<typeof supportService>;
