/** POST /api/send-slack-notification (spec part 1 §7): staff post a message to the team's Slack. */
import { z } from 'zod';

export const SLACK_LIMITS = { maxText: 3000, perMinute: 10 } as const;

export const SLACK_MESSAGES = {
  text: `The message must be 1 to ${SLACK_LIMITS.maxText} characters`,
  staffOnly: 'Only the Packsmith team can post to Slack',
  sent: 'Sent to Slack.',
  failed: 'Slack did not accept the message. Please try again later.',
} as const;

export const slackNotificationBody = z.strictObject({
  message: z
    .string(SLACK_MESSAGES.text)
    .trim()
    .min(1, SLACK_MESSAGES.text)
    .max(SLACK_LIMITS.maxText, SLACK_MESSAGES.text),
});
export type SlackNotificationBody = z.infer<typeof slackNotificationBody>;
