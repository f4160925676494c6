import { randomInt, randomUUID } from 'node:crypto';
import { REALTIME, type RealtimeClientConfig, userIdFromChannel } from '@packsmith/core';
import type pg from 'pg';
import type { Logger } from 'pino';
import type { RawData, WebSocket } from 'ws';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  channelSignature,
  type Envelope,
  encodeEnvelope,
  envelopeData,
  type NotificationLoader,
  PgListener,
  type Realtime,
  type RealtimeMessage,
  sendEnvelope,
  sendEnvelopes,
  verifyChannelAuth,
} from './port.ts';

/**
 * Built-in realtime: a WebSocket endpoint speaking the Pusher Channels protocol subset the
 * app needs (connection_established with a socket id, signed pusher:subscribe, ping/pong),
 * fanned out across API instances with Postgres LISTEN/NOTIFY.
 */
export interface WebsocketRealtimeOptions {
  db: Db;
  log: Logger;
  listener: pg.ClientConfig;
  secret: string;
  /** Appears before the signature in auth strings, as Pusher's app key does. */
  key?: string;
  /** Open the LISTEN connection (API instances); workers only publish. */
  listen?: boolean;
  loadNotification: NotificationLoader;
  activityTimeoutMs?: number;
  pongTimeoutMs?: number;
  /** How often idle and unanswered sockets are checked. */
  heartbeatCheckMs?: number;
  /** A socket this far behind on sends is dropped rather than buffered without bound. */
  maxBufferedBytes?: number;
  maxChannelsPerSocket?: number;
}

interface Connection {
  id: string;
  ws: WebSocket;
  channels: Set<string>;
  lastSeen: number;
  pingSentAt: number | null;
}

export interface WebsocketRealtime extends Realtime {
  accept(socket: WebSocket): void;
  stats(): { sockets: number; channels: number; listening: boolean };
}

const OPEN = 1;

function frame(event: string, data: unknown, channel?: string): string {
  return JSON.stringify(
    channel ? { event, channel, data: JSON.stringify(data) } : { event, data: JSON.stringify(data) },
  );
}

function newSocketId(): string {
  return `${randomInt(1, 2 ** 47)}.${randomInt(1, 2 ** 47)}`;
}

export function websocketRealtime(options: WebsocketRealtimeOptions): WebsocketRealtime {
  const {
    db,
    log,
    secret,
    key = 'packsmith',
    listen = true,
    loadNotification,
    activityTimeoutMs = REALTIME.activityTimeoutMs,
    pongTimeoutMs = REALTIME.pongTimeoutMs,
    heartbeatCheckMs = Math.min(5000, activityTimeoutMs / 2),
    maxBufferedBytes = 4 * 1024 * 1024,
    maxChannelsPerSocket = 10,
  } = options;
  const instance = randomUUID();
  const connections = new Map<string, Connection>();
  const channels = new Map<string, Set<Connection>>();
  let heartbeat: NodeJS.Timeout | null = null;

  const listener = new PgListener(options.listener, log, (envelope) => {
    // Loading the event's data can fail (the database is down): that push is lost, and logged as such.
    void deliver(envelope).catch((err) => log.error({ err }, 'realtime: delivery failed'));
  });

  async function deliver(envelope: Envelope) {
    const subscribers = channels.get(envelope.c);
    if (!subscribers?.size) return;
    const data = await envelopeData(envelope, loadNotification);
    if (data === null) return;
    const text = frame(envelope.e, data, envelope.c);
    for (const conn of subscribers) send(conn, text);
  }

  function send(conn: Connection, text: string) {
    if (conn.ws.readyState !== OPEN) return;
    if (conn.ws.bufferedAmount > maxBufferedBytes) {
      log.warn({ socketId: conn.id }, 'realtime: dropping a socket that does not keep up');
      conn.ws.terminate();
      return;
    }
    conn.ws.send(text);
  }

  function unsubscribe(conn: Connection, channel: string) {
    conn.channels.delete(channel);
    const set = channels.get(channel);
    if (!set) return;
    set.delete(conn);
    if (set.size === 0) channels.delete(channel);
  }

  function drop(conn: Connection) {
    for (const channel of [...conn.channels]) unsubscribe(conn, channel);
    connections.delete(conn.id);
  }

  function subscribe(conn: Connection, data: { channel?: unknown; auth?: unknown } | undefined) {
    const channel = typeof data?.channel === 'string' ? data.channel : '';
    const refuse = (status: number, error: string) =>
      send(conn, frame('pusher:subscription_error', { type: 'AuthError', status, error }, channel));
    if (!userIdFromChannel(channel)) return refuse(404, 'Unknown channel');
    if (!verifyChannelAuth(key, secret, conn.id, channel, data?.auth)) {
      return refuse(401, 'Invalid signature for this socket and channel');
    }
    if (!conn.channels.has(channel) && conn.channels.size >= maxChannelsPerSocket) {
      return refuse(429, 'Too many channels on one connection');
    }
    conn.channels.add(channel);
    let set = channels.get(channel);
    if (!set) {
      set = new Set();
      channels.set(channel, set);
    }
    set.add(conn);
    send(conn, frame('pusher_internal:subscription_succeeded', {}, channel));
  }

  function onMessage(conn: Connection, raw: RawData) {
    conn.lastSeen = Date.now();
    conn.pingSentAt = null;
    let msg: { event?: unknown; data?: unknown };
    try {
      msg = JSON.parse(raw.toString());
    } catch {
      // A frame that is not JSON: the client is told, as Pusher does.
      return send(conn, frame('pusher:error', { code: 4200, message: 'Messages must be JSON' }));
    }
    let data = msg.data;
    if (typeof data === 'string') {
      try {
        data = JSON.parse(data);
      } catch (err) {
        // Pusher clients send data as a JSON string or as plain text (SyntaxError): keep the text.
        if (!(err instanceof SyntaxError)) throw err;
      }
    }
    switch (msg.event) {
      case 'pusher:ping':
        return send(conn, frame('pusher:pong', {}));
      case 'pusher:pong':
        return;
      case 'pusher:subscribe':
        return subscribe(conn, data as { channel?: unknown; auth?: unknown });
      case 'pusher:unsubscribe': {
        const channel = (data as { channel?: unknown } | undefined)?.channel;
        if (typeof channel === 'string') unsubscribe(conn, channel);
        return;
      }
      default:
        return send(conn, frame('pusher:error', { code: 4301, message: 'Client events are not supported' }));
    }
  }

  function checkHeartbeats() {
    const now = Date.now();
    for (const conn of connections.values()) {
      if (conn.pingSentAt !== null) {
        if (now - conn.pingSentAt >= pongTimeoutMs) {
          log.debug({ socketId: conn.id }, 'realtime: pong timeout');
          conn.ws.terminate();
          drop(conn);
        }
      } else if (now - conn.lastSeen >= activityTimeoutMs) {
        conn.pingSentAt = now;
        send(conn, frame('pusher:ping', {}));
      }
    }
  }

  return {
    driver: 'websocket',

    accept(ws: WebSocket) {
      const conn: Connection = {
        id: newSocketId(),
        ws,
        channels: new Set(),
        lastSeen: Date.now(),
        pingSentAt: null,
      };
      connections.set(conn.id, conn);
      ws.on('message', (raw) => onMessage(conn, raw));
      ws.on('close', () => drop(conn));
      ws.on('error', () => drop(conn));
      send(
        conn,
        frame('pusher:connection_established', {
          socket_id: conn.id,
          activity_timeout: Math.round(activityTimeoutMs / 1000),
        }),
      );
    },

    async publish(message: RealtimeMessage, tx?: DbOrTx) {
      await sendEnvelope(tx ?? db, encodeEnvelope(instance, message));
    },

    async publishMany(messages: RealtimeMessage[], tx: DbOrTx) {
      await sendEnvelopes(
        tx,
        messages.map((message) => encodeEnvelope(instance, message)),
      );
    },

    authorize(socketId: string, channel: string) {
      return `${key}:${channelSignature(secret, socketId, channel)}`;
    },

    clientConfig(): RealtimeClientConfig {
      return { driver: 'websocket', path: REALTIME.websocketPath };
    },

    async start() {
      if (listen) await listener.start();
      if (!heartbeat) {
        heartbeat = setInterval(checkHeartbeats, heartbeatCheckMs);
        heartbeat.unref();
      }
    },

    async stop() {
      if (heartbeat) clearInterval(heartbeat);
      heartbeat = null;
      await listener.stop();
      for (const conn of connections.values()) conn.ws.close(1001, 'server shutting down');
      connections.clear();
      channels.clear();
    },

    stats() {
      return { sockets: connections.size, channels: channels.size, listening: listener.listening };
    },
  };
}
