import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/harness.ts';
import type { AnalyticsEvent } from './port.ts';
import { type PosthogEvent, type PosthogOptions, posthogAnalytics } from './posthog.ts';

interface BatchBody {
  api_key: string;
  batch: PosthogEvent[];
}

/**
 * A local peer speaking PostHog's batch API: records every POST /batch/ body and answers
 * `{"status":1}`, or the statuses queued in `failWith` first.
 */
function posthogPeer() {
  const received: BatchBody[] = [];
  const failWith: number[] = [];
  const waiters: (() => void)[] = [];
  const state = { hang: false };
  const server: Server = createServer(async (req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (
      req.method !== 'POST' ||
      req.url !== '/batch/' ||
      req.headers['content-type'] !== 'application/json'
    ) {
      res.writeHead(404).end();
      return;
    }
    received.push(JSON.parse(Buffer.concat(chunks).toString()) as BatchBody);
    if (state.hang) return;
    const status = failWith.shift() ?? 200;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? { status: 1 } : { type: 'server_error' }));
    for (const wake of waiters.splice(0)) wake();
  });
  return {
    received,
    failWith,
    /** Stop answering (requests are read, recorded and left open). */
    state,
    /** Every event the peer has been sent, in order (a retried batch appears again). */
    events: () => received.flatMap((b) => b.batch),
    /** Resolves once the peer has received `n` requests in all. */
    requests: (n: number) =>
      new Promise<void>((resolve) => {
        const check = () => (received.length >= n ? resolve() : waiters.push(check));
        check();
      }),
    async start() {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
    reset() {
      received.length = 0;
      failWith.length = 0;
      state.hang = false;
    },
  };
}

const peer = posthogPeer();
let host: string;
beforeAll(async () => {
  host = await peer.start();
});
afterAll(() => peer.stop());
afterEach(() => peer.reset());

const log = pino({ level: 'silent' });
/** An adapter whose timer never fires during a test unless asked (flushes are explicit). */
const adapter = (options: Partial<PosthogOptions> = {}) =>
  posthogAnalytics({ apiKey: 'phc_test', host, log, flushIntervalMs: 3_600_000, ...options });

const event = (i: number, who: Partial<AnalyticsEvent> = {}): AnalyticsEvent => ({
  name: 'download_design',
  userId: 'user-1',
  anonymousId: null,
  properties: { suffix: `png${i}` },
  at: new Date(Date.UTC(2026, 0, 1, 12, 0, i)),
  ...who,
});

describe('PostHog adapter against a local PostHog peer', () => {
  it('sends batches to /batch/ with the project key, distinct ids, properties and timestamps', async () => {
    const analytics = adapter({ batchSize: 2 });
    analytics.capture(event(1));
    analytics.capture(event(2, { userId: null, anonymousId: 'visitor-1' }));
    analytics.capture(event(3));
    await analytics.flush();
    expect(peer.received.map((b) => b.batch.length)).toEqual([2, 1]);
    expect(peer.received.every((b) => b.api_key === 'phc_test')).toBe(true);
    const [first, second, third] = peer.events();
    expect(first).toMatchObject({
      event: 'download_design',
      distinct_id: 'user-1',
      properties: { suffix: 'png1' },
      timestamp: '2026-01-01T12:00:01.000Z',
    });
    expect(first!.uuid).toMatch(/^[0-9a-f-]{36}$/);
    // A signed-out visitor: their own id, and no person profile.
    expect(second).toMatchObject({
      distinct_id: 'visitor-1',
      properties: { suffix: 'png2', $process_person_profile: false },
    });
    expect(third).toMatchObject({ properties: { suffix: 'png3' } });
    await analytics.shutdown();
  });

  it('capture never waits: a full batch leaves on its own, and the rest on the interval', async () => {
    const full = adapter({ batchSize: 3 });
    for (const i of [1, 2, 3]) full.capture(event(i));
    await peer.requests(1);
    expect(peer.events().map((e) => e.properties.suffix)).toEqual(['png1', 'png2', 'png3']);
    await full.shutdown();

    const timed = adapter({ flushIntervalMs: 20 });
    timed.capture(event(4));
    await peer.requests(2);
    expect(peer.events().at(-1)?.properties.suffix).toBe('png4');
    await timed.shutdown();
  });

  it('retries a failed batch on later flushes with the same event ids until PostHog takes it', async () => {
    const analytics = adapter({ maxAttempts: 3 });
    peer.failWith.push(503, 429);
    analytics.capture(event(1));
    analytics.capture(event(2));
    await analytics.flush();
    await analytics.flush();
    await analytics.flush();
    expect(peer.received).toHaveLength(3);
    const ids = peer.received.map((b) => b.batch.map((e) => e.uuid).join());
    expect(new Set(ids).size).toBe(1);
    // Delivered: a further flush sends nothing.
    await analytics.flush();
    expect(peer.received).toHaveLength(3);
    await analytics.shutdown();
  });

  it('a failed batch waits for the next flush: new captures below a batch do not hurry its retry', async () => {
    const analytics = adapter({ batchSize: 2, maxAttempts: 3 });
    peer.failWith.push(503);
    analytics.capture(event(1));
    analytics.capture(event(2)); // a full batch: it leaves at once, and fails
    await analytics.flush();
    expect(peer.received).toHaveLength(1);
    const sends = vi.spyOn(globalThis, 'fetch');
    analytics.capture(event(3)); // three waiting, but only one of them new
    await new Promise((resolve) => setImmediate(resolve));
    expect(sends).not.toHaveBeenCalled();
    sends.mockRestore();
    await analytics.shutdown();
    expect(peer.events().map((e) => e.properties.suffix)).toEqual(['png1', 'png2', 'png1', 'png2', 'png3']);
  });

  it('gives up after maxAttempts, and at once when PostHog refuses the batch as bad', async () => {
    const analytics = adapter({ maxAttempts: 2 });
    peer.failWith.push(500, 500, 500);
    analytics.capture(event(1));
    await analytics.flush();
    await analytics.flush();
    await analytics.flush();
    expect(peer.received).toHaveLength(2);

    peer.reset();
    peer.failWith.push(400);
    analytics.capture(event(2));
    await analytics.flush();
    await analytics.flush();
    expect(peer.received).toHaveLength(1);
    await analytics.shutdown();
  });

  it('survives an unreachable host: capture and flush never throw, and the queue is dropped after its attempts', async () => {
    const unreachable = posthogAnalytics({
      apiKey: 'phc_test',
      host: 'http://127.0.0.1:9',
      log,
      flushIntervalMs: 3_600_000,
      maxAttempts: 2,
    });
    unreachable.capture(event(1));
    await expect(unreachable.flush()).resolves.toBeUndefined();
    await expect(unreachable.shutdown()).resolves.toBeUndefined();
  });

  it('stops trying at the shutdown deadline when PostHog does not answer', async () => {
    peer.state.hang = true;
    const analytics = adapter({ batchSize: 2, timeoutMs: 50, shutdownMs: 10, maxAttempts: 3 });
    for (const i of [1, 2, 3, 4, 5]) analytics.capture(event(i));
    await analytics.shutdown();
    // Three batches of up to three attempts each would be nine requests; the deadline cut them short.
    expect(peer.received.length).toBeLessThan(9);
    const sentBefore = peer.received.length;
    await analytics.flush();
    expect(peer.received).toHaveLength(sentBefore);
  });

  it('keeps at most maxQueue events waiting, dropping the oldest', async () => {
    const analytics = adapter({ maxQueue: 3, batchSize: 100 });
    for (const i of [1, 2, 3, 4, 5]) analytics.capture(event(i));
    await analytics.flush();
    expect(peer.events().map((e) => e.properties.suffix)).toEqual(['png3', 'png4', 'png5']);
    await analytics.shutdown();
  });

  it('flushes everything at shutdown, retrying within its attempts, and takes nothing after', async () => {
    const analytics = adapter({ maxAttempts: 3 });
    peer.failWith.push(502);
    analytics.capture(event(1));
    analytics.capture(event(2));
    await analytics.shutdown();
    expect(peer.received).toHaveLength(2);
    expect(peer.received[1]!.batch.map((e) => e.properties.suffix)).toEqual(['png1', 'png2']);
    analytics.capture(event(3));
    await analytics.flush();
    expect(peer.received).toHaveLength(2);
  });

  it('is the adapter the app uses when POSTHOG_API_KEY is set: the endpoint reaches the peer', async () => {
    const t = await createTestApp({ POSTHOG_API_KEY: 'phc_app', POSTHOG_HOST: host });
    try {
      expect(t.deps.analytics.name).toBe('posthog');
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analytics/events',
        payload: {
          name: 'generate_angles',
          properties: { suffix: 'front', target: 'box' },
          anonymousId: 'visitor-99',
        },
      });
      expect(res.statusCode).toBe(204);
      await t.deps.analytics.flush();
      expect(peer.received).toMatchObject([
        {
          api_key: 'phc_app',
          batch: [
            {
              event: 'generate_angles',
              distinct_id: 'visitor-99',
              properties: { suffix: 'front', target: 'box', $process_person_profile: false },
            },
          ],
        },
      ]);
    } finally {
      await t.close();
    }
  });
});
