import type { AnalyticsEventName, AnalyticsProperties } from '@packsmith/core';

/** One product event: who (a user, or a signed-out browser's own id), what, and when. */
export interface AnalyticsEvent {
  name: AnalyticsEventName;
  userId: string | null;
  anonymousId: string | null;
  properties: AnalyticsProperties;
  at: Date;
}

/**
 * The analytics port: the events table by default, PostHog when POSTHOG_API_KEY is set.
 * capture() never waits and never throws: a failed write is logged, never the caller's problem.
 */
export interface Analytics {
  readonly name: 'table' | 'posthog';
  capture(event: AnalyticsEvent): void;
  /** Resolves when everything captured so far has been written or given up on. */
  flush(): Promise<void>;
  /** Stops the background sending after a last flush; later captures are dropped. */
  shutdown(): Promise<void>;
}
