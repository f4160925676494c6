import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { notificationsChannel, type RealtimeClientConfig, type RealtimeEventName } from '@packsmith/core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Logger } from 'pino';
import type { WebSocket } from 'ws';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/client.ts';

/**
 * The realtime port: pushes events to a user's `private-notifications_{userId}` channel.
 * Adapters: the built-in WebSocket endpoint (default) and Pusher Channels.
 */
export interface Realtime {
  readonly driver: 'websocket' | 'pusher';
  /**
   * Sends `event` to the user's channel. With `tx`, the event leaves only when that
   * transaction commits (Postgres NOTIFY is transactional) and never on rollback.
   */
  publish(message: RealtimeMessage, tx?: DbOrTx): Promise<void>;
  /**
   * Sends many events through `db` (a transaction: they leave on commit) in a few statements
   * rather than one per event, for sends to thousands of people at once.
   */
  publishMany(messages: RealtimeMessage[], db: DbOrTx): Promise<void>;
  /** Pusher-format channel authorisation (`key:hmac`) for a socket; the caller checks ownership. */
  authorize(socketId: string, channel: string): string;
  /** What the browser needs to connect. */
  clientConfig(): RealtimeClientConfig;
  /** Built-in adapter only: takes over an upgraded WebSocket on /api/realtime. */
  accept?(socket: WebSocket): void;
  /** Starts listening for published events (LISTEN); idempotent. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

export interface RealtimeMessage {
  userId: string;
  event: RealtimeEventName;
  data: unknown;
  /** For notification events: lets oversized payloads travel as an id and be re-read. */
  notificationId?: string;
}

/** Loads a notification's public shape by id (used when a payload is too large for NOTIFY). */
export type NotificationLoader = (id: string) => Promise<unknown | null>;

// ---------------------------------------------------------------------------------------------
// Cross-instance fan-out: one Postgres channel, one dedicated LISTEN connection per process.

export const PG_CHANNEL = 'packsmith_realtime';
/** NOTIFY payloads must be under 8000 bytes; leave room for the envelope. */
export const NOTIFY_MAX_BYTES = 7900;

/** What travels through NOTIFY: origin instance, channel, event, and data or a notification id. */
export interface Envelope {
  o: string;
  c: string;
  e: string;
  d?: unknown;
  n?: string;
}

export function encodeEnvelope(origin: string, message: RealtimeMessage): string {
  const envelope: Envelope = {
    o: origin,
    c: notificationsChannel(message.userId),
    e: message.event,
    d: message.data,
  };
  const full = JSON.stringify(envelope);
  if (Buffer.byteLength(full) <= NOTIFY_MAX_BYTES) return full;
  if (message.notificationId) {
    return JSON.stringify({ o: origin, c: envelope.c, e: envelope.e, n: message.notificationId });
  }
  throw new Error(
    `realtime event '${message.event}' is too large for NOTIFY (${Buffer.byteLength(full)} bytes)`,
  );
}

export async function sendEnvelope(db: DbOrTx, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${PG_CHANNEL}, ${payload})`);
}

/** NOTIFYs per statement in sendEnvelopes: bounds the statement's size (payloads are under 8 kB each). */
export const NOTIFY_BATCH = 1000;

/** Many NOTIFYs, NOTIFY_BATCH to a statement. */
export async function sendEnvelopes(db: DbOrTx, payloads: string[]): Promise<void> {
  for (let i = 0; i < payloads.length; i += NOTIFY_BATCH) {
    const batch = payloads.slice(i, i + NOTIFY_BATCH);
    await db.execute(
      sql`select pg_notify(${PG_CHANNEL}, p) from json_array_elements_text(${JSON.stringify(batch)}::json) as p`,
    );
  }
}

/** The event's data: inline, or re-read by notification id. Null when the row is gone. */
export async function envelopeData(envelope: Envelope, load: NotificationLoader): Promise<unknown | null> {
  if (envelope.n) return load(envelope.n);
  return envelope.d ?? null;
}

/** A dedicated pg connection LISTENing on PG_CHANNEL, reconnecting with backoff when it drops. */
export class PgListener {
  private client: pg.Client | null = null;
  private stopped = true;
  private attempt = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    private readonly log: Logger,
    private readonly onMessage: (envelope: Envelope) => void,
  ) {}

  get listening(): boolean {
    return this.client !== null;
  }

  async start(): Promise<void> {
    if (!this.stopped) return;
    this.stopped = false;
    await this.connect();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const client = this.client;
    this.client = null;
    if (client) await this.close(client);
  }

  /**
   * Ends a connection we are done with. Ending one that has already failed rejects with that same
   * failure, which its 'error' handler or the reconnect has reported: only noted at debug level.
   */
  private close(client: pg.Client): Promise<void> {
    return client
      .end()
      .catch((err) => this.log.debug({ err }, 'realtime: closing a failed LISTEN connection'));
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({ ...this.clientConfig, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel !== PG_CHANNEL || !msg.payload) return;
      try {
        this.onMessage(JSON.parse(msg.payload) as Envelope);
      } catch (err) {
        this.log.warn({ err }, 'realtime: bad NOTIFY payload');
      }
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'realtime: LISTEN connection error');
      this.lost(client);
    });
    client.on('end', () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${PG_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners('end');
      await this.close(client);
      if (this.attempt === 0 && !this.client) {
        this.stopped = true;
        throw err;
      }
      this.log.warn({ err, attempt: this.attempt }, 'realtime: LISTEN connection failed; retrying');
      this.schedule();
      return;
    }
    if (this.stopped) {
      await this.close(client);
      return;
    }
    this.client = client;
    if (this.attempt > 0) this.log.info('realtime: LISTEN connection restored');
    this.attempt = 0;
  }

  private lost(client: pg.Client) {
    if (this.client !== client) return;
    this.client = null;
    void this.close(client);
    if (!this.stopped) this.schedule();
  }

  private schedule() {
    if (this.stopped || this.timer) return;
    this.attempt++;
    const delay = Math.min(30_000, 250 * 2 ** Math.min(this.attempt, 7));
    this.timer = setTimeout(() => {
      this.timer = null;
      // connect() retries its own failures after the first start; anything it still throws is a bug.
      if (!this.stopped)
        void this.connect().catch((err) => {
          this.log.error({ err }, 'realtime: LISTEN reconnect failed');
          this.schedule();
        });
    }, delay);
    this.timer.unref();
  }
}

// ---------------------------------------------------------------------------------------------
// Pusher-style channel authorisation (the built-in adapter uses the same scheme as Pusher).

export function channelSignature(secret: string, socketId: string, channel: string): string {
  return createHmac('sha256', secret).update(`${socketId}:${channel}`).digest('hex');
}

export function verifyChannelAuth(
  key: string,
  secret: string,
  socketId: string,
  channel: string,
  auth: unknown,
): boolean {
  if (typeof auth !== 'string') return false;
  const expected = Buffer.from(`${key}:${channelSignature(secret, socketId, channel)}`);
  const given = Buffer.from(auth);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The pg settings of the app's pool, for the dedicated LISTEN connection. */
export function listenerConfig(db: Db): pg.ClientConfig {
  const pool = (db as unknown as { $client?: pg.Pool }).$client;
  if (!pool?.options) throw new Error('realtime needs a node-postgres pool behind the database handle');
  const { connectionString, host, port, user, password, database, ssl } = pool.options;
  return { connectionString, host, port, user, password, database, ssl };
}

/**
 * Built-in secret: REALTIME_SECRET, or one derived from the database settings so that every
 * instance on the same database agrees (set REALTIME_SECRET in production).
 */
export function realtimeSecret(config: Pick<Config, 'REALTIME_SECRET'>, db: Db): string {
  if (config.REALTIME_SECRET) return config.REALTIME_SECRET;
  const c = listenerConfig(db);
  const basis = c.connectionString ?? `${c.user}:${String(c.password)}@${c.host}:${c.port}/${c.database}`;
  return createHash('sha256').update(`packsmith-realtime\0${basis}`).digest('hex');
}
