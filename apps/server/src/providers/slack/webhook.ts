import type { SlackNotifier } from './port.ts';

/**
 * A Slack incoming webhook: POST {"text": …} as JSON to the webhook address; Slack answers 200 "ok",
 * anything else (400 invalid_payload, 403, 404 no_service…) is an error with Slack's reason.
 */
export function webhookSlack(url: string, timeoutMs = 10_000): SlackNotifier {
  return {
    name: 'webhook',
    async send(message) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: message.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok)
        throw new Error(`Slack webhook answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
    },
  };
}
