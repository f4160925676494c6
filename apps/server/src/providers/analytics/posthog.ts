import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { Analytics, AnalyticsEvent } from './port.ts';

/**
 * PostHog adapter: events wait in a bounded in-memory queue and leave in batches through
 * PostHog's capture API (`POST {host}/batch/` with the project key). A batch goes out every
 * `flushIntervalMs`, as soon as `batchSize` events wait, and at shutdown. A batch that fails
 * (network, timeout, 429 or 5xx) is tried again on the next flush, at most `maxAttempts` times in
 * all; each event carries a uuid, so PostHog counts a retried event once.
 */
export interface PosthogOptions {
  apiKey: string;
  /** Ingestion host: https://us.i.posthog.com, https://eu.i.posthog.com or a self-hosted one. */
  host: string;
  log: Logger;
  flushIntervalMs?: number;
  batchSize?: number;
  /** Events kept waiting at most; beyond it the oldest are dropped (and logged). */
  maxQueue?: number;
  maxAttempts?: number;
  timeoutMs?: number;
  /** How long shutdown keeps trying before it drops what is left (and logs how much). */
  shutdownMs?: number;
}

/** One event as PostHog's batch API takes it. */
export interface PosthogEvent {
  event: string;
  distinct_id: string;
  properties: Record<string, unknown>;
  timestamp: string;
  uuid: string;
}

interface Queued {
  payload: PosthogEvent;
  attempts: number;
}

export function toPosthogEvent(event: AnalyticsEvent): PosthogEvent {
  return {
    event: event.name,
    distinct_id: event.userId ?? event.anonymousId ?? 'anonymous',
    // A signed-out visitor's events create no person profile (PostHog's anonymous events).
    properties: event.userId ? event.properties : { ...event.properties, $process_person_profile: false },
    timestamp: event.at.toISOString(),
    uuid: randomUUID(),
  };
}

/** Whether sending the same batch again may succeed. */
const retryable = (status: number) => status === 429 || status >= 500;

export function posthogAnalytics(options: PosthogOptions): Analytics {
  const {
    apiKey,
    log,
    flushIntervalMs = 10_000,
    batchSize = 100,
    maxQueue = 10_000,
    maxAttempts = 3,
    timeoutMs = 10_000,
    shutdownMs = 15_000,
  } = options;
  const url = `${options.host.replace(/\/+$/, '')}/batch/`;
  let queue: Queued[] = [];
  /** Events captured since the last pass began: a full batch of them leaves at once (retries wait). */
  let fresh = 0;
  let stopped = false;
  /** Passes run one after another. */
  let chain: Promise<void> = Promise.resolve();

  const timer = setInterval(() => void flush(), flushIntervalMs);
  timer.unref();

  /** Sends one batch; answers the events to try again (none when sent or not worth retrying). */
  async function send(batch: Queued[]): Promise<Queued[]> {
    let failure: string;
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ api_key: apiKey, batch: batch.map((q) => q.payload) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.arrayBuffer().catch(() => undefined);
      if (res.ok) return [];
      failure = `HTTP ${res.status}`;
      if (!retryable(res.status)) {
        log.error(
          { status: res.status, events: batch.length },
          'analytics: PostHog refused a batch; dropped',
        );
        return [];
      }
    } catch (err) {
      failure = err instanceof Error ? err.message : String(err);
    }
    const again = batch.map((q) => ({ ...q, attempts: q.attempts + 1 }));
    const kept = again.filter((q) => q.attempts < maxAttempts);
    const level = kept.length ? 'warn' : 'error';
    log[level](
      { failure, events: batch.length, retrying: kept.length },
      kept.length
        ? 'analytics: PostHog batch failed; will retry'
        : 'analytics: PostHog batch failed; dropped',
    );
    return kept;
  }

  /**
   * One pass over what waits now; failures go back to the front for the next pass. Past
   * `deadline` no further batch starts: the rest waits too.
   */
  async function drain(deadline = Number.POSITIVE_INFINITY) {
    const taken = queue;
    queue = [];
    fresh = 0;
    const retry: Queued[] = [];
    let i = 0;
    for (; i < taken.length && Date.now() < deadline; i += batchSize) {
      retry.push(...(await send(taken.slice(i, i + batchSize))));
    }
    queue = [...retry, ...taken.slice(i), ...queue];
    trim();
  }

  function trim() {
    const over = queue.length - maxQueue;
    if (over <= 0) return;
    queue = queue.slice(over);
    log.warn({ dropped: over }, 'analytics: queue full; oldest events dropped');
  }

  /** A pass queued behind the running one: it will take whatever waits by then, so it is shared. */
  let next: Promise<void> | null = null;
  function flush(deadline?: number): Promise<void> {
    if (next && deadline === undefined) return next;
    const pass: Promise<void> = chain.then(() => {
      if (next === pass) next = null;
      return drain(deadline);
    });
    next = pass;
    chain = pass;
    return pass;
  }

  return {
    name: 'posthog',
    capture(event) {
      if (stopped) return;
      queue.push({ payload: toPosthogEvent(event), attempts: 0 });
      trim();
      if (++fresh >= batchSize) void flush();
    },
    flush: () => flush(),
    async shutdown() {
      stopped = true;
      clearInterval(timer);
      // Each pass spends one attempt of every failing event, so this ends within maxAttempts
      // passes, or at the deadline when PostHog is slow.
      const deadline = Date.now() + shutdownMs;
      do await flush(deadline);
      while (queue.length && Date.now() < deadline);
      if (queue.length) log.error({ dropped: queue.length }, 'analytics: events left unsent at shutdown');
      queue = [];
    },
  };
}
