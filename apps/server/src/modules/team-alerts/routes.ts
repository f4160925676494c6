import { isStaffEmail, SLACK_LIMITS, SLACK_MESSAGES, slackNotificationBody } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { forbidden, HttpError, tooManyRequests } from '../../lib/errors.ts';
import { windowLimiter } from '../../lib/rate-limit.ts';
import type { AppDeps } from '../../ports.ts';

/** POST /api/send-slack-notification: staff post to the team's Slack (others 403), a few a minute each. */
export function teamAlertRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const allow = windowLimiter({ limit: SLACK_LIMITS.perMinute });
  return async (app) => {
    app.post(
      '/api/send-slack-notification',
      { preValidation: requireUser, schema: { tags: ['slack'], body: slackNotificationBody } },
      async (request) => {
        const user = currentUser(request);
        if (!isStaffEmail(user.email, deps.config.STAFF_EMAIL_DOMAIN))
          throw forbidden(SLACK_MESSAGES.staffOnly);
        if (!allow(user.id)) throw tooManyRequests();
        try {
          await deps.slack.send({ text: request.body.message, source: 'staff' });
        } catch (err) {
          request.log.warn({ err }, 'slack notification failed');
          throw new HttpError(502, 'slack_failed', SLACK_MESSAGES.failed);
        }
        return { data: { sent: true, via: deps.slack.name }, message: SLACK_MESSAGES.sent };
      },
    );
  };
}
