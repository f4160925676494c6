import {
  ADMIN_NOTIFICATIONS_PAGE_SIZE,
  type AdminNotificationSend,
  type AdminNotificationsPage,
  adminNotificationsPageResponse,
  adminNotificationsQuery,
  MESSAGES,
  type NotificationAudience,
  type NotificationType,
  type SendAdminNotification,
  sendAdminNotificationBody,
  sendAdminNotificationResponse,
  sentSummary,
  TIERS,
  type TierAudience,
  tierAudienceResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthenticatedUser, currentUser } from '../../lib/auth-guard.ts';
import { notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import type { NotificationsService } from '../notifications/index.ts';
import { countByTier, findPeople, idsInTier } from '../users/index.ts';
import {
  insertNotificationSend,
  type NotificationSendRow,
  notificationSendsPage,
  recordAudit,
} from './repository.ts';

const toDto = (row: NotificationSendRow): AdminNotificationSend => ({
  id: row.id,
  senderEmail: row.senderEmail,
  audience: row.audience as NotificationAudience,
  target: row.target,
  type: row.type as NotificationType,
  title: row.title,
  message: row.message,
  deeplink: row.deeplink,
  delivered: row.delivered,
  createdAt: row.createdAt.toISOString(),
});

/** Staff notifications to one person or a whole tier, and the record of what was sent. */
export function adminNotificationsService(
  deps: Pick<AppDeps, 'db'> & { notifications: NotificationsService },
) {
  const { db, notifications } = deps;

  return {
    /**
     * Looks up the audience, stores one notification per person (one statement, pushed live on
     * commit), the send and its audit entry, all in one transaction. An unknown e-mail is a 404.
     */
    async send(actor: AuthenticatedUser, body: SendAdminNotification): Promise<AdminNotificationSend> {
      return db.transaction(async (tx) => {
        let target: string;
        let userIds: string[];
        if (body.audience === 'user') {
          const [person] = await findPeople(tx, { emails: [body.email] });
          if (!person) throw notFound(MESSAGES.adminNotifications.unknownEmail);
          target = person.email;
          userIds = [person.id];
        } else {
          target = body.tier;
          userIds = await idsInTier(tx, body.tier);
        }
        const content = {
          type: body.type,
          title: body.title,
          message: body.message,
          deeplink: body.deeplink ?? null,
        };
        const delivered = await notifications.notifyMany(userIds, content, tx);
        const row = await insertNotificationSend(tx, {
          senderId: actor.id,
          senderEmail: actor.email,
          audience: body.audience,
          target,
          delivered,
          ...content,
        });
        const sent = toDto(row);
        await recordAudit(tx, actor, {
          action: 'notification.send',
          target: `${body.audience}:${target}`,
          after: { ...content, delivered },
        });
        return sent;
      });
    },

    async list(page: number): Promise<AdminNotificationsPage> {
      const { total, rows } = await notificationSendsPage(
        db,
        ADMIN_NOTIFICATIONS_PAGE_SIZE,
        (page - 1) * ADMIN_NOTIFICATIONS_PAGE_SIZE,
      );
      return {
        sends: rows.map(toDto),
        page,
        pageSize: ADMIN_NOTIFICATIONS_PAGE_SIZE,
        totalCount: total,
      };
    },

    /** How many people a send to each tier would reach (0 for tiers nobody is on). */
    async tierAudience(): Promise<TierAudience> {
      const counts = await countByTier(db);
      return Object.fromEntries(TIERS.map((tier) => [tier, counts[tier] ?? 0])) as TierAudience;
    },
  };
}

/** GET/POST /api/admin/notifications and the tier sizes for the send form (inside the admin scope). */
export function adminNotificationRoutes(service: AdminNotificationsService): FastifyPluginAsyncZod {
  const tags = ['admin'];
  return async (app) => {
    app.get(
      '/api/admin/notifications',
      {
        schema: {
          tags,
          querystring: adminNotificationsQuery,
          response: { 200: adminNotificationsPageResponse },
        },
      },
      async (request) => ({ data: await service.list(request.query.page) }),
    );
    app.get(
      '/api/admin/notifications/audience',
      { schema: { tags, response: { 200: tierAudienceResponse } } },
      async () => ({ data: { tiers: await service.tierAudience() } }),
    );
    app.post(
      '/api/admin/notifications',
      {
        schema: { tags, body: sendAdminNotificationBody, response: { 201: sendAdminNotificationResponse } },
      },
      async (request, reply) => {
        const sent = await service.send(currentUser(request), request.body);
        reply.status(201);
        return { data: sent, message: sentSummary(sent.audience, sent.target, sent.delivered) };
      },
    );
  };
}

export type AdminNotificationsService = ReturnType<typeof adminNotificationsService>;
