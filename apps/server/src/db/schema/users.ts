import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name').notNull().default(''),
  jobRole: text('job_role'),
  timing: text('timing'),
  tier: text('tier').notNull().default('free'),
  createdAt: createdAt(),
  companyType: text('company_type'),
  subscriptionEndsAt: timestamp('subscription_ends_at', { withTimezone: true }),
  excludeFromReporting: boolean('exclude_from_reporting').notNull().default(false),
  manualUpgrade: boolean('manual_upgrade').notNull().default(false),
  billingInterval: text('billing_interval').notNull().default('monthly'),
  reason: text('reason'),
  tools: text('tools').array().notNull().default(sql`'{}'::text[]`),
  country: text('country'),
  state: text('state'),
  firstGenerationId: uuid('first_generation_id'),
  retentionLastUsedAt: timestamp('retention_last_used_at', { withTimezone: true }),
  source: text('source'),
  referrer: text('referrer'),
  paymentCustomerId: text('payment_customer_id'),
  onboardedAt: timestamp('onboarded_at', { withTimezone: true }),
});

/** How a user has signed in: 'email', 'google', or 'impersonate' for staff sessions. */
export const userAuthentications = pgTable(
  'user_authentications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    handle: text('handle').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('user_authentications_method_handle').on(t.method, t.handle)],
);

export const loginCodes = pgTable(
  'login_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_codes_email_created').on(t.email, t.createdAt),
    index('login_codes_ip_created').on(t.ip, t.createdAt),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    method: text('method').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user').on(t.userId)],
);

/** Wildcard patterns ('*@spam.test', 'bad*@x.com') that may not sign in, beside BLOCKED_EMAILS. */
export const blockedEmails = pgTable('blocked_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  pattern: text('pattern').notNull().unique(),
  note: text('note'),
  createdAt: createdAt(),
});

/** Pending OpenID Connect sign-ins: PKCE verifier and state, kept until the callback. */
export const oidcFlows = pgTable('oidc_flows', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  redirect: text('redirect'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
