import { randomUUID } from 'node:crypto';
import type { RealtimeClientConfig } from '@packsmith/core';
import type pg from 'pg';
import type { Logger } from 'pino';
import Pusher from 'pusher';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  type Envelope,
  encodeEnvelope,
  envelopeData,
  type NotificationLoader,
  PgListener,
  type Realtime,
  type RealtimeMessage,
  sendEnvelope,
  sendEnvelopes,
} from './port.ts';

/**
 * Pusher Channels adapter. Events are triggered through Pusher's REST API; browsers connect
 * to Pusher with pusher-js and authorise through the same POST /api/pusher/auth route.
 *
 * Published outside a transaction, an event is triggered at once. Inside one, it rides a
 * NOTIFY tagged with this instance's id, so it leaves only after commit; this instance's own
 * LISTEN connection picks it up and triggers it (other instances ignore it).
 */
export interface PusherRealtimeOptions {
  db: Db;
  log: Logger;
  listener: pg.ClientConfig;
  appId: string;
  key: string;
  secret: string;
  /** Pusher cluster ('eu', 'us2', …); default mt1. */
  cluster?: string;
  /** REST host instead of the cluster's: 'api.example.com' or 'http://127.0.0.1:4567'. */
  host?: string;
  timeoutMs?: number;
  loadNotification: NotificationLoader;
}

export function pusherOptions(o: PusherRealtimeOptions): Pusher.Options {
  const base = { appId: o.appId, key: o.key, secret: o.secret, timeout: o.timeoutMs ?? 5000 };
  if (o.host) {
    const url = new URL(o.host.includes('://') ? o.host : `https://${o.host}`);
    return {
      ...base,
      host: url.hostname,
      ...(url.port ? { port: url.port } : {}),
      useTLS: url.protocol === 'https:',
    };
  }
  return { ...base, cluster: o.cluster || 'mt1', useTLS: true };
}

export function pusherRealtime(options: PusherRealtimeOptions): Realtime {
  const { log, loadNotification } = options;
  const pusher = new Pusher(pusherOptions(options));
  const instance = randomUUID();
  const pending = new Set<Promise<void>>();

  /**
   * Pusher delivery is best effort after the change is stored (the web refetches notifications
   * on window focus): a failed trigger is logged as an error, not retried, and never fails the request.
   */
  async function trigger(channel: string, event: string, data: unknown) {
    try {
      await pusher.trigger(channel, event, data);
    } catch (err) {
      log.error({ err, channel, event }, 'realtime: Pusher trigger failed');
    }
  }

  function track(p: Promise<void>) {
    pending.add(p);
    void p.finally(() => pending.delete(p));
  }

  const listener = new PgListener(options.listener, log, (envelope: Envelope) => {
    if (envelope.o !== instance) return;
    // Loading the event's data can fail (the database is down): that push is lost, and logged as such.
    track(
      envelopeData(envelope, loadNotification).then(
        (data) => (data === null ? undefined : trigger(envelope.c, envelope.e, data)),
        (err) => log.error({ err }, 'realtime: could not load the event'),
      ),
    );
  });

  return {
    driver: 'pusher',

    async publish(message: RealtimeMessage, tx?: DbOrTx) {
      const payload = encodeEnvelope(instance, message);
      if (tx) {
        if (!listener.listening) log.warn('realtime: publishing in a transaction before start()');
        await sendEnvelope(tx, payload);
        return;
      }
      const envelope = JSON.parse(payload) as Envelope;
      const data = await envelopeData(envelope, loadNotification);
      if (data !== null) await trigger(envelope.c, envelope.e, data);
    },

    /** Always through NOTIFY: this instance's listener triggers each one (after commit). */
    async publishMany(messages: RealtimeMessage[], tx: DbOrTx) {
      if (!listener.listening) log.warn('realtime: publishing in a transaction before start()');
      await sendEnvelopes(
        tx,
        messages.map((message) => encodeEnvelope(instance, message)),
      );
    },

    authorize(socketId: string, channel: string) {
      return pusher.authorizeChannel(socketId, channel).auth;
    },

    clientConfig(): RealtimeClientConfig {
      return { driver: 'pusher', key: options.key, cluster: options.cluster || 'mt1', forceTLS: true };
    },

    async start() {
      await listener.start();
    },

    async stop() {
      await listener.stop();
      await Promise.allSettled([...pending]);
    },
  };
}
