import { onboardingBody, userResponse } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { UsersService } from './service.ts';

export function userRoutes(service: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/users/me',
      { preValidation: requireUser, schema: { tags: ['users'], response: { 200: userResponse } } },
      async (request) => ({ data: await service.me(currentUser(request).id) }),
    );

    app.post(
      '/api/users/me/onboarding',
      {
        preValidation: requireUser,
        schema: { tags: ['users'], body: onboardingBody, response: { 200: userResponse } },
      },
      async (request) => ({ data: await service.onboard(currentUser(request).id, request.body) }),
    );
  };
}
