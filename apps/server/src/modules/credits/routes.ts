import {
  billingPortalBody,
  billingPortalResponse,
  billingStatusResponse,
  CREDIT_MESSAGES,
  changePlanBody,
  changePlanResponse,
  createPaymentIntentBody,
  createPaymentIntentResponse,
  creditBalanceResponse,
  creditHistoryQuery,
  creditHistoryResponse,
  noCreditsEventBody,
  PLAN_MESSAGES,
  PLANS,
  priceToCents,
  TOP_UP_CURRENCY,
  TOP_UP_OPTIONS,
  testCheckoutPayBody,
  testCheckoutPayResponse,
  testCheckoutPurchaseResponse,
  topUpBody,
  topUpOptionsResponse,
  topUpResponse,
  topUpSessionBody,
  topUpsQuery,
  topUpsResponse,
} from '@packsmith/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireUser } from '../../lib/auth-guard.ts';
import { badRequest, errorBody, notFound } from '../../lib/errors.ts';
import type { AppDeps } from '../../ports.ts';
import { WebhookSignatureError } from '../../providers/payments/index.ts';
import type { FlagsService } from '../flags/index.ts';
import type { PaymentsService } from './payments.ts';
import type { CreditsService } from './service.ts';

const idParams = z.object({ id: z.string().max(100) });
const pages = (totalCount: number, limit: number) => Math.max(1, Math.ceil(totalCount / limit));

/** Credits (balance, history, top-ups), subscriptions (payments), the test checkout and the Stripe webhook. */
export function creditRoutes(
  deps: AppDeps & { credits: CreditsService; featureFlags: FlagsService; billing: PaymentsService },
): FastifyPluginAsyncZod {
  const { credits, featureFlags: flags, billing: payments } = deps;
  const provider = deps.payments;

  return async (app) => {
    app.get(
      '/api/credits/balance',
      { preValidation: requireUser, schema: { tags: ['credits'], response: { 200: creditBalanceResponse } } },
      async (request) => ({ data: await credits.balance(currentUser(request).id) }),
    );

    app.get(
      '/api/credits/history',
      {
        preValidation: requireUser,
        schema: {
          tags: ['credits'],
          querystring: creditHistoryQuery,
          response: { 200: creditHistoryResponse },
        },
      },
      async (request) => {
        const { page, limit } = request.query;
        const { items, totalCount } = await credits.history(currentUser(request).id, page, limit);
        return {
          data: { history: items, page, limit, totalCount, totalPages: pages(totalCount, limit) },
          totalCount,
        };
      },
    );

    app.get(
      '/api/credits/topups',
      {
        preValidation: requireUser,
        schema: { tags: ['credits'], querystring: topUpsQuery, response: { 200: topUpsResponse } },
      },
      async (request) => {
        const { page, limit } = request.query;
        const { items, totalCount } = await credits.topUps(currentUser(request).id, page, limit);
        return { data: items, page, limit, totalCount, totalPages: pages(totalCount, limit) };
      },
    );

    app.get(
      '/api/credits/topup-options',
      { preValidation: requireUser, schema: { tags: ['credits'], response: { 200: topUpOptionsResponse } } },
      async (request) => {
        const { tier } = await credits.balance(currentUser(request).id);
        return {
          data: {
            tier,
            currency: TOP_UP_CURRENCY,
            options: TOP_UP_OPTIONS[tier].map((o) => ({ ...o, amount: priceToCents(o.price) })),
          },
        };
      },
    );

    app.post(
      '/api/credits/no-credits',
      {
        preValidation: requireUser,
        schema: {
          tags: ['credits'],
          body: noCreditsEventBody,
          response: { 200: z.object({ data: z.object({ recorded: z.literal(true) }) }) },
        },
      },
      async (request) => {
        await credits.recordNoCredits(currentUser(request).id, {
          actionType: request.body.actionType,
          required: request.body.required,
          source: request.body.source ?? 'web',
        });
        return { data: { recorded: true as const } };
      },
    );

    app.post(
      '/api/subscriptions/create-payment-intent',
      {
        preValidation: requireUser,
        schema: {
          tags: ['subscriptions'],
          body: createPaymentIntentBody,
          response: { 200: createPaymentIntentResponse },
        },
      },
      async (request) => ({
        data: await payments.createPaymentIntent(currentUser(request).id, request.body),
      }),
    );

    app.post(
      '/api/subscriptions/top-up',
      {
        preValidation: requireUser,
        schema: { tags: ['subscriptions'], body: topUpBody, response: { 200: topUpResponse } },
      },
      async (request) => ({ data: await payments.createCheckout(currentUser(request).id, request.body) }),
    );

    app.post(
      '/api/subscriptions/topup-session',
      {
        preValidation: requireUser,
        schema: { tags: ['subscriptions'], body: topUpSessionBody, response: { 200: topUpResponse } },
      },
      async (request) => {
        const { quantity, successUrl, cancelUrl } = request.body;
        return {
          data: await payments.createCheckout(currentUser(request).id, {
            credits: quantity,
            successUrl,
            cancelUrl,
          }),
        };
      },
    );

    app.post(
      '/api/subscriptions/change-plan',
      {
        preValidation: requireUser,
        schema: { tags: ['subscriptions'], body: changePlanBody, response: { 200: changePlanResponse } },
      },
      async (request) => {
        const annual = PLANS[request.body.tier].billing === 'annual';
        if (annual && !(await flags.forRequest(request))['annual-subscriptions'])
          throw badRequest(PLAN_MESSAGES.annualUnavailable, 'annual_unavailable');
        return { data: await payments.createPlanCheckout(currentUser(request).id, request.body) };
      },
    );

    app.get(
      '/api/billing',
      {
        preValidation: requireUser,
        schema: { tags: ['billing'], response: { 200: billingStatusResponse } },
      },
      async () => ({ data: payments.billingStatus() }),
    );

    app.post(
      '/api/billing/portal',
      {
        preValidation: requireUser,
        schema: { tags: ['billing'], body: billingPortalBody, response: { 200: billingPortalResponse } },
      },
      async (request) => ({
        data: await payments.billingPortal(currentUser(request).id, request.body.returnPath),
      }),
    );

    app.get(
      '/api/checkout/test/:id',
      {
        preValidation: requireUser,
        schema: { tags: ['checkout'], params: idParams, response: { 200: testCheckoutPurchaseResponse } },
      },
      async (request) => ({
        data: await payments.testCheckoutDetails(currentUser(request).id, request.params.id),
      }),
    );

    app.post(
      '/api/checkout/test/:id/pay',
      {
        preValidation: requireUser,
        schema: {
          tags: ['checkout'],
          params: idParams,
          body: testCheckoutPayBody,
          response: { 200: testCheckoutPayResponse },
        },
      },
      async (request) => ({
        data: await payments.payTestCheckout(currentUser(request).id, request.params.id, request.body),
      }),
    );

    // The webhook needs the exact bytes Stripe signed, so this context keeps bodies raw.
    await app.register(async (raw) => {
      raw.removeAllContentTypeParsers();
      raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
      raw.post(
        '/api/payments/stripe/webhook',
        { schema: { tags: ['payments'], hide: true } },
        async (request, reply) => {
          if (!provider.parseWebhook) throw notFound();
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          const signature = request.headers['stripe-signature'];
          let event: ReturnType<NonNullable<typeof provider.parseWebhook>>;
          try {
            event = provider.parseWebhook(body, typeof signature === 'string' ? signature : undefined);
          } catch (err) {
            if (err instanceof WebhookSignatureError) {
              request.log.warn({ err: err.cause }, 'stripe webhook signature refused');
              return reply.status(400).send(errorBody('invalid_signature', CREDIT_MESSAGES.webhookSignature));
            }
            throw err;
          }
          const result = await payments.handleWebhook(event);
          request.log.info({ eventId: event.eventId, type: event.type, ...result }, 'stripe webhook');
          return { received: true, ...result };
        },
      );
    });
  };
}
