import path from 'node:path';
import { z } from 'zod';

const here = path.dirname(new URL(import.meta.url).pathname);
export const REPO_ROOT = path.resolve(here, '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .transform((v) => v === 'true' || v === '1')
  .default(false);

const optionalUrl = z
  .url()
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
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  MAINTENANCE: bool,
  STAFF_EMAIL_DOMAIN: z.string().default('packsmith.app'),
  BLOCKED_EMAILS: z.string().default(''),
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
});

export type Config = z.infer<typeof schema> & {
  dev: boolean;
  googleEnabled: boolean;
  publicUrl: string;
  blockedEmailPatterns: string[];
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration — ${issues}`);
  }
  const c = parsed.data;
  return {
    ...c,
    dev: c.NODE_ENV !== 'production',
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
    publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}`,
    blockedEmailPatterns: c.BLOCKED_EMAILS.split(',')
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  };
}
