import {
  ANALYTICS_EVENTS,
  type AnalyticsEventName,
  type AnalyticsEventProperties,
  type AnalyticsProperties,
} from '@packsmith/core';
import type { Analytics } from '../../providers/analytics/index.ts';

/** A server-side event for a signed-in user, held to the same schema as the browser's. */
export function captureFor<N extends AnalyticsEventName>(
  analytics: Analytics,
  name: N,
  userId: string,
  properties: AnalyticsEventProperties<N>,
): void {
  const parsed = ANALYTICS_EVENTS[name].safeParse(properties);
  if (!parsed.success) return;
  analytics.capture({
    name,
    userId,
    anonymousId: null,
    properties: parsed.data as AnalyticsProperties,
    at: new Date(),
  });
}
