import {
  adminInvitesQuery,
  admitFromWaitlistBody,
  admittedResponse,
  createdInvitesResponse,
  createInvitesBody,
  featureQuery,
  featureStatusResponse,
  invitesPageResponse,
  MESSAGES,
  redeemInviteBody,
  waitlistResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { InvitesService } from './service.ts';

const tags = ['feature-invites'];

/** A person's side: their status per invite-only feature, redeeming a code, joining a waitlist. */
export function inviteRoutes(invites: InvitesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/feature-invites/check-activated',
      {
        preValidation: requireUser,
        schema: { tags, querystring: featureQuery, response: { 200: featureStatusResponse } },
      },
      async (request) => ({ data: await invites.status(currentUser(request).id, request.query.feature) }),
    );

    app.post(
      '/api/feature-invites/redeem',
      {
        preValidation: requireUser,
        schema: { tags, body: redeemInviteBody, response: { 200: featureStatusResponse } },
      },
      async (request) => {
        const { code, feature } = request.body;
        return {
          data: await invites.redeem(currentUser(request).id, code, feature),
          message: MESSAGES.invites.redeemed,
        };
      },
    );

    app.post(
      '/api/feature-invites/waitlist',
      {
        preValidation: requireUser,
        schema: { tags, body: featureQuery, response: { 200: featureStatusResponse } },
      },
      async (request) => ({
        data: await invites.joinWaitlist(currentUser(request).id, request.body.feature),
        message: MESSAGES.invites.waitlistJoined,
      }),
    );
  };
}

/** Staff: invite codes and waitlists. Registered inside adminScope (the staff guard) under /api/admin. */
export function inviteAdminRoutes(invites: InvitesService): FastifyPluginAsyncZod {
  const adminTags = ['admin'];
  return async (app) => {
    app.get(
      '/api/admin/invites',
      { schema: { tags: adminTags, querystring: adminInvitesQuery, response: { 200: invitesPageResponse } } },
      async (request) => ({ data: await invites.listInvites(request.query) }),
    );

    app.post(
      '/api/admin/invites',
      { schema: { tags: adminTags, body: createInvitesBody, response: { 200: createdInvitesResponse } } },
      async (request) => ({
        data: { invites: await invites.createInvites(currentUser(request), request.body) },
        message: MESSAGES.invites.created,
      }),
    );

    app.get(
      '/api/admin/invites/waitlist',
      { schema: { tags: adminTags, querystring: featureQuery, response: { 200: waitlistResponse } } },
      async (request) => {
        const { feature } = request.query;
        return { data: { feature, people: await invites.waitlist(feature) } };
      },
    );

    app.post(
      '/api/admin/invites/waitlist/admit',
      { schema: { tags: adminTags, body: admitFromWaitlistBody, response: { 200: admittedResponse } } },
      async (request) => {
        const { feature, userIds } = request.body;
        return {
          data: { feature, admitted: await invites.admit(currentUser(request), feature, userIds) },
          message: MESSAGES.invites.admitted,
        };
      },
    );
  };
}
