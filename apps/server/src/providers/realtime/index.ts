import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { listenerConfig, type NotificationLoader, type Realtime, realtimeSecret } from './port.ts';
import { pusherRealtime } from './pusher.ts';
import { websocketRealtime } from './websocket.ts';

export * from './port.ts';

export class RealtimeConfigError extends Error {}

/**
 * Config picks the adapter: Pusher when PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET are set.
 * `loadNotification` re-reads a notification whose payload is too large for NOTIFY.
 */
export function selectRealtime(
  config: Config,
  db: Db,
  log: Logger,
  loadNotification: NotificationLoader,
): Realtime {
  const pusherSettings = [config.PUSHER_APP_ID, config.PUSHER_KEY, config.PUSHER_SECRET];
  if (pusherSettings.some(Boolean)) {
    if (!pusherSettings.every(Boolean)) {
      throw new RealtimeConfigError('PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET must be set together');
    }
    return pusherRealtime({
      db,
      log,
      listener: listenerConfig(db),
      appId: config.PUSHER_APP_ID,
      key: config.PUSHER_KEY,
      secret: config.PUSHER_SECRET,
      cluster: config.PUSHER_CLUSTER,
      host: config.PUSHER_HOST,
      loadNotification,
    });
  }
  return websocketRealtime({
    db,
    log,
    listener: listenerConfig(db),
    secret: realtimeSecret(config, db),
    // A worker only publishes; the LISTEN connection serves WebSocket clients on API instances.
    listen: config.ROLE !== 'worker',
    loadNotification,
  });
}
