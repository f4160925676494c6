import { notificationsChannel } from '@packsmith/core';
import { WebSocket } from 'ws';
import type { Person } from './server.ts';

/** A browser-like session: the user's private channel over the built-in WebSocket; every event with its data. */
export async function subscribe(base: string, p: Person, onEvent: (event: string, data: unknown) => void) {
  const ws = new WebSocket(`${base.replace('http', 'ws')}/api/realtime`);
  const channel = notificationsChannel(p.userId);
  await new Promise<void>((resolve, reject) => {
    ws.once('error', reject);
    ws.on('message', async (raw) => {
      const msg = JSON.parse(raw.toString()) as { event: string; data: string };
      if (msg.event === 'pusher:connection_established') {
        const res = await fetch(`${base}/api/pusher/auth`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${p.token}` },
          body: JSON.stringify({ socket_id: JSON.parse(msg.data).socket_id, channel_name: channel }),
        });
        const { auth } = (await res.json()) as { auth: string };
        ws.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, auth } }));
      } else if (msg.event === 'pusher_internal:subscription_succeeded') resolve();
      else if (msg.event === 'pusher:subscription_error') reject(new Error('subscription refused'));
      else if (msg.event === 'pusher:ping') ws.send('{"event":"pusher:pong","data":{}}');
      else if (!msg.event.startsWith('pusher')) onEvent(msg.event, JSON.parse(msg.data));
    });
  });
  return ws;
}
