import { isIP } from 'node:net';
import path from 'node:path';
import {
  ANALYTICS_LIMITS,
  AUTH,
  DESIGN_ACTION_DESCRIPTORS,
  DESIGN_ACTION_TYPES,
  DESIGN_LIMITS,
  type DesignActionType,
  DIELINE_DRAWS_PER_MINUTE,
  SEARCH_LIMITS,
} from '@packsmith/core';
import { z } from 'zod';

const here = path.dirname(new URL(import.meta.url).pathname);
export const REPO_ROOT = path.resolve(here, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

/** Image-generation adapters, in failover order: IMAGE_PROVIDERS=fal,openai,local. */
export const IMAGE_PROVIDER_NAMES = ['local', 'fal', 'openai'] as const;
export type ImageProviderName = (typeof IMAGE_PROVIDER_NAMES)[number];
const providerList = z
  .string()
  .transform((v) => [...new Set(v.split(',').map((p) => p.trim().toLowerCase()))].filter(Boolean))
  .pipe(
    z.array(
      z.enum(IMAGE_PROVIDER_NAMES, {
        error: (issue) => `unknown image provider '${String(issue.input)}' (use local, fal, openai)`,
      }),
    ),
  );
/** IMAGE_PROVIDERS_LOGO_DESIGN … : per action type overrides of IMAGE_PROVIDERS. */
export const imageProvidersVariable = (type: DesignActionType) =>
  DESIGN_ACTION_DESCRIPTORS[type].providersVariable;
const perTypeProviders = Object.fromEntries(
  DESIGN_ACTION_TYPES.map((t) => [imageProvidersVariable(t), providerList.optional()]),
) as Record<string, z.ZodOptional<typeof providerList>>;

const optionalUrl = z
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * TRUST_PROXY: which hops may set X-Forwarded-For (and so the client address that rate limits
 * count). Off by default; a hop count ("1": the one proxy in front) or addresses/CIDRs.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((v) => v.trim())
  .pipe(
    z.union([
      z.enum(['', 'false', '0']).transform(() => false as const),
      z.string().regex(/^\d+$/).transform(Number).pipe(z.number().int().min(1).max(10)),
      z
        .string()
        .transform((v) =>
          v
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean),
        )
        .refine((list) => list.length > 0 && list.every((a) => isIP(a.split('/')[0] ?? '') !== 0), {
          message:
            'use false, a hop count (1) or proxy addresses/CIDRs (10.0.0.0/8,127.0.0.1); "true" would trust any client',
        }),
    ]),
  );

/** An origin only (scheme, host, port); empty = unset. */
const optionalOrigin = z
  .url()
  .refine((v) => {
    const u = new URL(v);
    return u.pathname === '/' && !u.search && !u.hash;
  }, 'an origin only, like https://files.example.com (no path)')
  .transform((v) => new URL(v).origin)
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Every setting the server reads. docs/operations.md lists each one. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  ROLE: z.enum(['all', 'api', 'worker']).default('all'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: optionalUrl,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(10),
  TRUST_PROXY: trustProxy,
  DEV_MAILBOX: z.enum(['loopback', 'open', 'off']).default('loopback'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** The embedded PostgreSQL's buffer cache (`512MB`, `4GB`); unset: a quarter of the machine's memory. */
  EMBEDDED_PG_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/, 'a size such as 512MB or 4GB')
    .optional(),
  MAINTENANCE: bool,
  STAFF_EMAIL_DOMAIN: z.string().default('packsmith.app'),
  FLAGS_OFREP_URL: optionalUrl,
  /** A Slack incoming webhook for team notifications; unset: they are logged and stored (slack_messages). */
  SLACK_WEBHOOK_URL: optionalUrl,
  /** Where mail about new support chat messages goes; empty: support@ the staff domain. */
  SUPPORT_INBOX: z.string().default(''),
  /** A Crisp website id: the Live chat opens Crisp's hosted widget instead of the built-in chat. */
  CRISP_WEBSITE_ID: z.string().default(''),
  /** PBKDF2 iterations per proof-of-work attempt in the built-in human check (ALTCHA). */
  HUMAN_CHECK_COST: z.coerce.number().int().min(1).max(100_000).default(250),
  FLAGS_OFREP_API_KEY: z.string().default(''),
  BLOCKED_EMAILS: z.string().default(''),
  LAUNCH_REQUESTS_PER_IP: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(DESIGN_LIMITS.launchesPerIpPerHour),
  AUTH_CODE_REQUESTS_PER_IP: z.coerce.number().int().min(1).max(100_000).default(AUTH.codeRequestsPerIp),
  /** Designs in the shipped inspiration library (tests use a few dozen). */
  SEARCH_LIBRARY_SIZE: z.coerce.number().int().min(0).max(100_000).default(SEARCH_LIMITS.libraryItems),
  ANALYTICS_EVENTS_PER_MINUTE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(ANALYTICS_LIMITS.eventsPerMinute),
  /** Dieline generator drawings per minute per address (the generator is open to everyone). */
  DIELINES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(DIELINE_DRAWS_PER_MINUTE),
  POSTHOG_API_KEY: z.string().default(''),
  POSTHOG_HOST: z.url().default('https://us.i.posthog.com'),
  MAIL_FROM: z.string().default('Packsmith <hello@packsmith.app>'),
  SMTP_URL: optionalUrl,
  GOOGLE_CLIENT_ID: z.string().default(''),
  GOOGLE_CLIENT_SECRET: z.string().default(''),
  OIDC_ISSUER_URL: z.url().default('https://accounts.google.com'),
  SERVE_WEB: bool.default(true),
  STORAGE: z.enum(['local', 's3']).default('local'),
  FILE_SIGNING_SECRET: z.string().default(''),
  S3_BUCKET: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_CDN_ORIGIN: optionalOrigin,
  RECAPTCHA_SECRET: z.string().default(''),
  RECAPTCHA_SITE_KEY: z.string().default(''),
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  STRIPE_SECRET_KEY: z.string().default(''),
  STRIPE_WEBHOOK_SECRET: z.string().default(''),
  STRIPE_PUBLISHABLE_KEY: z.string().default(''),
  STRIPE_API_URL: z.url().default('https://api.stripe.com'),
  REALTIME_SECRET: z.string().default(''),
  PUSHER_APP_ID: z.string().default(''),
  PUSHER_KEY: z.string().default(''),
  PUSHER_SECRET: z.string().default(''),
  PUSHER_CLUSTER: z.string().default(''),
  PUSHER_HOST: z.string().default(''),
  IMAGE_PROVIDERS: providerList.default(['local']),
  ...perTypeProviders,
  /** Providers of chat and toolbox edits on images without a design document (else IMAGE_PROVIDERS). */
  IMAGE_PROVIDERS_EDIT: providerList.optional(),
  IMAGE_PROVIDER_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(180),
  DESIGN_ACTION_STALL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
  /** How long a dead runner's claim on a chat turn or design action lasts (lib/lease.ts). */
  WORK_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Renders of the local engine one process runs at once; the rest wait, holding nothing. */
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** Draw them in a background process at the lowest CPU priority (lib/render-pool.ts); false: on the server's threads. */
  RENDER_IN_BACKGROUND: bool.default(true),
  /** How long POST /api/chat/messages waits for its turn to finish (0: never waits, always queued). */
  CHAT_SYNC_WAIT_MS: z.coerce.number().int().min(0).max(30_000).default(2000),
  FAL_KEY: z.string().default(''),
  FAL_QUEUE_URL: z.url().default('https://queue.fal.run'),
  FAL_MODEL: z.string().min(1).default('fal-ai/flux/dev'),
  FAL_EDIT_MODEL: z.string().min(1).default('fal-ai/flux-pro/kontext'),
  /** The edit model taking several images: an edit with reference images (a new logo, a product). */
  FAL_EDIT_MULTI_MODEL: z.string().min(1).default('fal-ai/flux-pro/kontext/multi'),
  /** The upscaler of Upscale on images without a document; empty: the local Lanczos resize serves it. */
  FAL_UPSCALE_MODEL: z.string().trim().default('fal-ai/clarity-upscaler'),
  OPENAI_API_KEY: z.string().default(''),
  OPENAI_BASE_URL: z.url().default('https://api.openai.com/v1'),
  OPENAI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
  OPENAI_LANGUAGE_MODEL: z.string().min(1).default('gpt-4.1-mini'),
  LANGUAGE_PROVIDER: z.enum(['local', 'openai']).default('local'),
});

/** A provider picked by config needs its key: name the variable at start-up, not at the first job. */
function requireProviderKeys(c: z.infer<typeof schema>, imageProviders: Record<string, ImageProviderName[]>) {
  const missing: string[] = [];
  for (const [name, key, value] of [
    ['fal', 'FAL_KEY', c.FAL_KEY],
    ['openai', 'OPENAI_API_KEY', c.OPENAI_API_KEY],
  ] as const) {
    if (value) continue;
    const users = Object.entries(imageProviders)
      .filter(([, list]) => list.includes(name))
      .map(([variable]) => variable);
    if (name === 'openai' && c.LANGUAGE_PROVIDER === 'openai') users.push('LANGUAGE_PROVIDER');
    if (users.length) missing.push(`${key}: required because ${[...new Set(users)].join(', ')} uses ${name}`);
  }
  if (missing.length) throw new ConfigError(`Invalid configuration — ${missing.join('; ')}`);
}

export type Config = z.infer<typeof schema> & {
  dev: boolean;
  googleEnabled: boolean;
  publicUrl: string;
  blockedEmailPatterns: string[];
  /** Image providers in failover order for each design action type. */
  imageProviders: Record<DesignActionType, ImageProviderName[]>;
  /** Image providers of chat/toolbox edits on document-less images, in failover order. */
  imageEditProviders: ImageProviderName[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration — ${issues}`);
  }
  const c = parsed.data;
  const perType = c as unknown as Record<string, ImageProviderName[] | undefined>;
  const fallback: ImageProviderName[] = c.IMAGE_PROVIDERS.length ? c.IMAGE_PROVIDERS : ['local'];
  const imageProviders = Object.fromEntries(
    DESIGN_ACTION_TYPES.map((t) => [
      t,
      perType[imageProvidersVariable(t)]?.length ? perType[imageProvidersVariable(t)] : fallback,
    ]),
  ) as Record<DesignActionType, ImageProviderName[]>;
  const imageEditProviders = c.IMAGE_PROVIDERS_EDIT?.length ? c.IMAGE_PROVIDERS_EDIT : fallback;
  // The variable that decides each type's list: its override, else IMAGE_PROVIDERS.
  requireProviderKeys(c, {
    ...Object.fromEntries(
      DESIGN_ACTION_TYPES.map((t) => [
        perType[imageProvidersVariable(t)]?.length ? imageProvidersVariable(t) : 'IMAGE_PROVIDERS',
        imageProviders[t],
      ]),
    ),
    [c.IMAGE_PROVIDERS_EDIT?.length ? 'IMAGE_PROVIDERS_EDIT' : 'IMAGE_PROVIDERS']: imageEditProviders,
  });
  return {
    ...c,
    dev: c.NODE_ENV !== 'production',
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    blockedEmailPatterns: c.BLOCKED_EMAILS.split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
    imageProviders,
    imageEditProviders,
  };
}
