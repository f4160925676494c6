import { EXIT_SURVEY_MESSAGES, exitSurveyAnswer, exitSurveyBody } from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import type { ExitSurveyService } from './service.ts';

const pageQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** POST /api/exit-survey: the person's answer when they move down or cancel. */
export function exitSurveyRoutes(surveys: ExitSurveyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/exit-survey',
      {
        preValidation: requireUser,
        schema: {
          tags: ['subscriptions'],
          body: exitSurveyBody,
          response: { 201: z.object({ data: exitSurveyAnswer, message: z.string() }) },
        },
      },
      async (request, reply) =>
        reply.status(201).send({
          data: await surveys.answer(currentUser(request).id, request.body),
          message: EXIT_SURVEY_MESSAGES.thanks,
        }),
    );
  };
}

/** GET /api/admin/exit-surveys: staff read the answers, newest first. */
export function exitSurveyAdminRoutes(surveys: ExitSurveyService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/exit-surveys',
      {
        schema: {
          tags: ['admin'],
          querystring: pageQuery,
          response: { 200: z.object({ data: z.array(exitSurveyAnswer), totalCount: z.number().int() }) },
        },
      },
      async (request) => surveys.list(request.query),
    );
  };
}
