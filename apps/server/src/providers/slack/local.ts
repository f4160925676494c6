import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { slackMessages } from '../../db/schema/index.ts';
import type { SlackNotifier } from './port.ts';

/** The default without a webhook: every message is logged and kept in slack_messages. */
export function loggedSlack(db: Db, log: Logger): SlackNotifier {
  return {
    name: 'log',
    async send(message) {
      log.info({ slack: message }, 'slack notification (no SLACK_WEBHOOK_URL: stored)');
      await db.insert(slackMessages).values({ text: message.text, source: message.source });
    },
  };
}
