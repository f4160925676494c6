import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { MESSAGES, unsafeTextPath } from '@packsmith/core';
import Fastify, { type FastifyError } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { type Config, REPO_ROOT } from './config.ts';
import type { AppDeps } from './deps.ts';
import { bearerToken } from './lib/auth-guard.ts';
import { cspDirectives } from './lib/csp.ts';
import { badRequest, errorBody, HttpError } from './lib/errors.ts';
import { webBuild } from './lib/web-build.ts';
import { actionAdminRoutes } from './modules/actions/admin-routes.ts';
import { actionRoutes } from './modules/actions/routes.ts';
import { returningUsersRoutes } from './modules/admin/cohorts.ts';
import { adminNotificationRoutes } from './modules/admin/notifications.ts';
import { adminHomeRoutes } from './modules/admin/routes.ts';
import { adminScope } from './modules/admin/scope.ts';
import { captureFor } from './modules/analytics/capture.ts';
import { analyticsRoutes } from './modules/analytics/routes.ts';
import { assetRoutes } from './modules/assets/routes.ts';
import { authService } from './modules/auth/index.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { chatRoutes } from './modules/chat/routes.ts';
import { collectionsService } from './modules/collections/index.ts';
import { collectionAdminRoutes, collectionRoutes } from './modules/collections/routes.ts';
import { competitionAdminRoutes, competitionRoutes } from './modules/competitions/routes.ts';
import { creditRoutes } from './modules/credits/routes.ts';
import { InsufficientCreditsError } from './modules/credits/service.ts';
import { extractorAdminRoutes, extractorRoutes } from './modules/extractor/index.ts';
import { flagAdminRoutes, flagRoutes } from './modules/flags/routes.ts';
import { flagsService } from './modules/flags/service.ts';
import { generationAdminRoutes, generationRoutes } from './modules/generations/routes.ts';
import { inviteAdminRoutes, inviteRoutes } from './modules/invites/routes.ts';
import { judgeRoutes } from './modules/judge/index.ts';
import { metaRoutes, SERVER_VERSION } from './modules/meta/routes.ts';
import { mockupAdminRoutes, mockupRoutes, productRequestRoutes } from './modules/mockups/index.ts';
import { notificationRoutes } from './modules/notifications/routes.ts';
import { prefillRoutes } from './modules/prefill/routes.ts';
import { printFileRoutes } from './modules/print-files/index.ts';
import { printReadyAdminRoutes, printReadyRoutes } from './modules/print-ready/routes.ts';
import { promoCodeAdminRoutes } from './modules/promo-codes/routes.ts';
import { searchRoutes } from './modules/search/index.ts';
import { sessionRoutes } from './modules/sessions/routes.ts';
import { teamAlertRoutes } from './modules/team-alerts/routes.ts';
import { templateRoutes } from './modules/templates/routes.ts';
import { userRoutes } from './modules/users/routes.ts';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many hops in front of the server. */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Content-hashed build files never change: browsers may keep them for a year. */
const HASHED_ASSET = { maxAge: '365d', immutable: true };

export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    loggerInstance: deps.log,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    trustProxy: trustedProxies(deps.config.TRUST_PROXY),
    bodyLimit: 2 * 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: cspDirectives(await deps.storage.browserOrigins()),
    },
    crossOriginEmbedderPolicy: false,
  });

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Packsmith API', version: SERVER_VERSION } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      if (error instanceof InsufficientCreditsError && request.user) {
        captureFor(deps.analytics, 'no_credits', request.user.id, {
          action: error.event.actionType ?? undefined,
          required: error.event.required ?? undefined,
        });
      }
      return reply.status(error.status).send(errorBody(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      return reply.status(400).send(errorBody('validation', first?.message ?? MESSAGES.generic.badRequest));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(error.code ?? 'bad_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', MESSAGES.generic.internal));
  });

  const auth = authService({
    db: deps.db,
    mailer: deps.mailer,
    blockedPatterns: deps.config.blockedEmailPatterns,
    codeRequestsPerIp: deps.config.AUTH_CODE_REQUESTS_PER_IP,
    // Collection invitations sent to the address before it had an account become theirs.
    onSignIn: async (user) => {
      await collectionsService(deps)
        .claimInvitations(user.id, user.email)
        .catch((err) =>
          deps.log.warn({ err, userId: user.id }, 'collection invitations not claimed at sign-in'),
        );
    },
  });
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    request.user = token ? await auth.authenticate(token) : null;
  });

  // PostgreSQL refuses NUL and unpaired surrogates in text and jsonb: no route ever receives them.
  app.addHook('preHandler', async (request) => {
    if (unsafeTextPath(request.params) ?? unsafeTextPath(request.query) ?? unsafeTextPath(request.body))
      throw badRequest(MESSAGES.generic.unsafeText, 'unsafe_text');
  });

  await app.register(metaRoutes(deps));
  await app.register(authRoutes(deps, auth));
  await app.register(userRoutes(deps));
  await app.register(assetRoutes(deps));
  await app.register(collectionRoutes(deps));
  await app.register(creditRoutes(deps));
  await app.register(notificationRoutes(deps));
  await app.register(sessionRoutes(deps));
  await app.register(actionRoutes(deps));
  await app.register(chatRoutes(deps));
  await app.register(prefillRoutes(deps));
  await app.register(generationRoutes(deps));
  await app.register(templateRoutes(deps));
  await app.register(flagRoutes(flagsService(deps)));
  await app.register(competitionRoutes(deps));
  await app.register(inviteRoutes(deps));
  await app.register(mockupRoutes(deps));
  await app.register(productRequestRoutes(deps));
  await app.register(printFileRoutes(deps));
  await app.register(judgeRoutes(deps));
  await app.register(extractorRoutes(deps));
  await app.register(printReadyRoutes(deps));
  await app.register(searchRoutes(deps));
  await app.register(teamAlertRoutes(deps));
  await app.register(
    adminScope(deps, [
      adminHomeRoutes(deps),
      flagAdminRoutes(deps),
      competitionAdminRoutes(deps),
      inviteAdminRoutes(deps),
      actionAdminRoutes(deps),
      generationAdminRoutes(deps),
      returningUsersRoutes(deps),
      adminNotificationRoutes(deps),
      collectionAdminRoutes(deps),
      mockupAdminRoutes(deps),
      extractorAdminRoutes(deps),
      printReadyAdminRoutes(deps),
      promoCodeAdminRoutes(deps),
    ]),
  );
  await app.register(analyticsRoutes(deps));

  // The web app, looked up per request: a new build switched in while the server runs is
  // served from its next request on, and no request ever finds the build missing.
  const web = deps.config.SERVE_WEB ? webBuild(deps.webRoot ?? path.join(REPO_ROOT, 'apps/web')) : null;
  if (web) await app.register(fastifyStatic, { serve: false });
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (!isApi && web && (request.method === 'GET' || request.method === 'HEAD')) {
      const urlPath = request.url.split('?')[0]!;
      const found = await web.find(urlPath);
      if (found)
        return reply.sendFile(found.file, found.root, found.file.startsWith('assets/') ? HASHED_ASSET : {});
      const root = urlPath.startsWith('/assets/') ? null : await web.current();
      if (root) {
        return reply
          .header('cache-control', 'no-cache')
          .sendFile('index.html', root, { cacheControl: false });
      }
    }
    return reply.status(404).send(errorBody('not_found', MESSAGES.generic.notFound));
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
