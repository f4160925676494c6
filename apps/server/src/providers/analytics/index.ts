import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Analytics } from './port.ts';
import { posthogAnalytics } from './posthog.ts';
import { tableAnalytics } from './table.ts';

export * from './port.ts';

/** PostHog when POSTHOG_API_KEY is set, otherwise the analytics_events table. */
export function selectAnalytics(config: Config, db: Db, log: Logger): Analytics {
  return config.POSTHOG_API_KEY
    ? posthogAnalytics({ apiKey: config.POSTHOG_API_KEY, host: config.POSTHOG_HOST, log })
    : tableAnalytics(db, log);
}
