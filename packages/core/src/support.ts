/**
 * Live support chat (issue #32 item 5): one conversation per person with the Packsmith team.
 * Built in by default; a hosted widget (Crisp) instead when the server has CRISP_WEBSITE_ID.
 * Constants only: the zod contracts are in contracts/support.ts, so the shell's first load
 * (which reads these) does not bring zod.
 */

export const SUPPORT_LIMITS = {
  maxText: 2000,
  /** Messages one person (or one staff member) may send a minute, counted in the database. */
  messagesPerMinute: 10,
  /** The newest messages a thread shows. */
  threadMessages: 200,
  conversationsPerPage: 50,
} as const;

/** The spec's customer chat widget checks whether the hosted widget is ready this often. */
export const SUPPORT_WIDGET_READY_POLL_MS = 500;

export const SUPPORT_MESSAGES = {
  text: `Your message must be 1 to ${SUPPORT_LIMITS.maxText} characters`,
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  conversationNotFound: 'Conversation not found',
  sendFailed: 'Failed to send message',
  emailSubject: (who: string) => `New support message from ${who}`,
} as const;

export const SUPPORT_AUTHORS = ['user', 'staff'] as const;
export type SupportAuthor = (typeof SUPPORT_AUTHORS)[number];
