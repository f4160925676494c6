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
import { bearerToken } from './lib/auth-guard.ts';
import { cspDirectives } from './lib/csp.ts';
import { badRequest, errorBody, HttpError } from './lib/errors.ts';
import { webBuild } from './lib/web-build.ts';
import { adminScope } from './modules/admin/index.ts';
import { captureFor } from './modules/analytics/index.ts';
import { InsufficientCreditsError } from './modules/credits/service.ts';
import { SERVER_VERSION } from './modules/meta/routes.ts';
import { registerModules } from './modules.ts';
import type { Services } from './services.ts';

/** TRUST_PROXY as Fastify takes it: a hop count trusts that many hops in front of the server. */
const trustedProxies = (setting: Config['TRUST_PROXY']) =>
  typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;

/** Content-hashed build files never change: browsers may keep them for a year. */
const HASHED_ASSET = { maxAge: '365d', immutable: true };

/** The HTTP app over the services built once by the root (services.ts), with every module's routes (modules.ts). */
export async function buildApp(deps: Services, modules = registerModules(deps)) {
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
      directives: cspDirectives(await deps.storage.browserOrigins(), {
        crisp: Boolean(deps.config.CRISP_WEBSITE_ID),
      }),
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

  const { auth } = deps;
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

  for (const routes of modules.routes) await app.register(routes);
  await app.register(adminScope(deps, modules.admin));

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
