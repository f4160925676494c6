import type { AppDeps } from '../../ports.ts';
import type { SlackMessage } from '../../providers/slack/index.ts';

/**
 * Tells the team about something that happened (a new order, a product request, a waitlist
 * sign-up) without holding up or failing the person's request: a Slack failure is only logged.
 */
export function alertTeam(deps: Pick<AppDeps, 'slack' | 'log'>, message: SlackMessage): void {
  deps.slack
    .send(message)
    .catch((err) => deps.log.warn({ err, source: message.source }, 'slack notification failed'));
}
