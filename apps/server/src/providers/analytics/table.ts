import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import type { Analytics, AnalyticsEvent } from './port.ts';

/** The embedded adapter: each event is a row of analytics_events, written in the background. */
export function tableAnalytics(db: Db, log: Logger): Analytics {
  const pending = new Set<Promise<void>>();
  let stopped = false;

  function write(event: AnalyticsEvent): Promise<void> {
    return db
      .insert(analyticsEvents)
      .values({
        name: event.name,
        userId: event.userId,
        anonymousId: event.anonymousId,
        properties: event.properties,
        createdAt: event.at,
      })
      .then(
        () => undefined,
        (err) => log.error({ err, event: event.name }, 'analytics: could not store the event'),
      );
  }

  const flush = async () => {
    await Promise.all([...pending]);
  };

  return {
    name: 'table',
    capture(event) {
      if (stopped) return;
      const p = write(event);
      pending.add(p);
      void p.finally(() => pending.delete(p));
    },
    flush,
    async shutdown() {
      stopped = true;
      await flush();
    },
  };
}
