import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loggedSlack } from './local.ts';
import type { SlackNotifier } from './port.ts';
import { webhookSlack } from './webhook.ts';

export * from './port.ts';

/** Config picks the adapter: the Slack incoming webhook when SLACK_WEBHOOK_URL is set, else logged and stored. */
export function selectSlack(config: Config, db: Db, log: Logger): SlackNotifier {
  return config.SLACK_WEBHOOK_URL ? webhookSlack(config.SLACK_WEBHOOK_URL) : loggedSlack(db, log);
}
