/** Live support chat's request and response contracts (constants in ../support.ts). */
import { z } from 'zod';
import { SUPPORT_AUTHORS, SUPPORT_LIMITS, SUPPORT_MESSAGES } from '../support.ts';
import { isSafeText } from './safe-text.ts';

export const supportMessageBody = z.strictObject({
  text: z
    .string(SUPPORT_MESSAGES.text)
    .trim()
    .min(1, SUPPORT_MESSAGES.text)
    .max(SUPPORT_LIMITS.maxText, SUPPORT_MESSAGES.text)
    .refine(isSafeText, SUPPORT_MESSAGES.text),
});
export type SupportMessageBody = z.infer<typeof supportMessageBody>;

export const supportMessage = z.object({
  id: z.string(),
  author: z.enum(SUPPORT_AUTHORS),
  /** Staff replies carry the staff member's name (or null); a person's own messages null. */
  authorName: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
  /** When the other side read it; null while unread. */
  readAt: z.string().nullable(),
});
export type SupportMessage = z.infer<typeof supportMessage>;

/** The person's side: their one conversation (id null before the first message). */
export const supportThread = z.object({
  id: z.string().nullable(),
  messages: z.array(supportMessage),
  /** Staff replies the person has not read. */
  unread: z.number().int(),
});
export type SupportThread = z.infer<typeof supportThread>;

/** Staff's list row. */
export const supportConversationSummary = z.object({
  id: z.string(),
  userId: z.string(),
  userEmail: z.string(),
  userName: z.string().nullable(),
  lastMessage: z.string(),
  lastAuthor: z.enum(SUPPORT_AUTHORS),
  lastMessageAt: z.string(),
  /** The person's messages staff have not read. */
  unread: z.number().int(),
});
export type SupportConversationSummary = z.infer<typeof supportConversationSummary>;

export const adminSupportThread = z.object({
  conversation: supportConversationSummary,
  messages: z.array(supportMessage),
});
export type AdminSupportThread = z.infer<typeof adminSupportThread>;

export const supportConversationsQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUPPORT_LIMITS.conversationsPerPage)
    .default(SUPPORT_LIMITS.conversationsPerPage),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** GET /api/support/config: which chat the browser shows. */
export const supportConfig = z.object({
  driver: z.enum(['built-in', 'crisp']),
  crispWebsiteId: z.string().nullable(),
});
export type SupportConfig = z.infer<typeof supportConfig>;

/** The realtime event's data: which conversation changed (a message, or a side read it). */
export const supportEvent = z.object({
  conversationId: z.string(),
  kind: z.enum(['message', 'read']),
  author: z.enum(SUPPORT_AUTHORS).optional(),
});
export type SupportEvent = z.infer<typeof supportEvent>;
