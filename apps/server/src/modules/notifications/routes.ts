import fastifyWebsocket from '@fastify/websocket';
import {
  channelAuthBody,
  channelAuthResponse,
  listNotificationsQuery,
  listNotificationsResponse,
  markAllReadResponse,
  NOTIFICATION_MESSAGES,
  notificationIdParams,
  notificationResponse,
  notificationsChannel,
  REALTIME,
  realtimeConfigResponse,
  testNotificationBody,
  unreadCountResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireStaff, requireUser } from '../../lib/auth-guard.ts';
import { forbidden } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { NotificationsService } from './service.ts';

const tags = ['notifications'];

/**
 * Notifications API, channel authorisation (POST /api/pusher/auth) and, for the built-in
 * adapter, the WebSocket endpoint, on the composition root's realtime port.
 */
export function notificationRoutes(
  deps: AppDeps & { notifications: NotificationsService },
): FastifyPluginAsyncZod {
  const service = deps.notifications;
  return async (app) => {
    const rt = deps.realtime;

    // pusher-js posts the channel authorisation form-encoded by default.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/api/notifications',
      {
        preValidation: requireUser,
        schema: { tags, querystring: listNotificationsQuery, response: { 200: listNotificationsResponse } },
      },
      async (request) => {
        const page = await service.list(currentUser(request).id, request.query);
        return { data: page, totalCount: page.pagination.totalCount };
      },
    );

    app.get(
      '/api/notifications/unread',
      { preValidation: requireUser, schema: { tags, response: { 200: unreadCountResponse } } },
      async (request) => ({ data: { count: await service.unreadCount(currentUser(request).id) } }),
    );

    app.post(
      '/api/notifications/mark-all-as-read',
      { preValidation: requireUser, schema: { tags, response: { 200: markAllReadResponse } } },
      async (request) => ({ data: { count: await service.markAllRead(currentUser(request).id) } }),
    );

    app.post(
      '/api/notifications/:id/mark-as-read',
      {
        preValidation: requireUser,
        schema: { tags, params: notificationIdParams, response: { 200: notificationResponse } },
      },
      async (request) => ({ data: await service.markRead(currentUser(request).id, request.params.id) }),
    );

    app.post(
      '/api/notifications/test',
      {
        preValidation: requireStaff(deps.config.STAFF_EMAIL_DOMAIN),
        schema: {
          tags,
          summary: 'Staff only: send a test notification to yourself',
          body: testNotificationBody,
          response: { 200: notificationResponse },
        },
      },
      async (request) => ({ data: await service.sendTest(currentUser(request).id, request.body ?? {}) }),
    );

    app.post(
      REALTIME.authPath,
      {
        preValidation: requireUser,
        schema: {
          tags: ['realtime'],
          summary: 'Authorise a realtime socket for your own notifications channel',
          body: channelAuthBody,
          response: { 200: channelAuthResponse },
        },
      },
      async (request) => {
        const { socket_id, channel_name } = request.body;
        if (channel_name !== notificationsChannel(currentUser(request).id)) {
          throw forbidden(NOTIFICATION_MESSAGES.channelForbidden, 'channel_forbidden');
        }
        return { auth: rt.authorize(socket_id, channel_name) };
      },
    );

    app.get(
      REALTIME.configPath,
      { schema: { tags: ['realtime'], response: { 200: realtimeConfigResponse } } },
      async () => ({ data: rt.clientConfig() }),
    );

    const accept = rt.accept?.bind(rt);
    if (accept) {
      await app.register(fastifyWebsocket, { options: { maxPayload: 16 * 1024 } });
      app.get(REALTIME.websocketPath, { websocket: true, schema: { hide: true } }, (socket) =>
        accept(socket),
      );
    }
  };
}
