/** Team notifications to Slack (spec part 1 §7): new orders, product requests, waitlist sign-ups, staff posts. */
export interface SlackMessage {
  text: string;
  /** What sent it: 'staff', 'print_ready_order', 'product_request', 'waitlist'. */
  source: string;
}

export interface SlackNotifier {
  /** 'log' (the default: logged and stored) or 'webhook' (a Slack incoming webhook). */
  readonly name: 'log' | 'webhook';
  /** Delivers the message; throws when the team's channel refused it. */
  send(message: SlackMessage): Promise<void>;
}
