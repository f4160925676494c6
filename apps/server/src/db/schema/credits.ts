import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * One row per user: what is left of this month's allowance and when it resets. Created lazily
 * on first access. Every balance change locks this row (SELECT … FOR UPDATE), which serialises
 * all credit movements of one user; see docs/credits.md.
 */
export const userCredits = pgTable(
  'user_credits',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    currentAllowanceBalance: integer('current_allowance_balance').notNull(),
    /** Next reset; resets land on monthly anniversaries of `resetAnchor`. */
    resetDate: timestamp('reset_date', { withTimezone: true }).notNull(),
    /** The date monthly resets are counted from (the user's sign-up). */
    resetAnchor: timestamp('reset_anchor', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_credits_reset_date').on(t.resetDate),
    check('user_credits_allowance_not_negative', sql`${t.currentAllowanceBalance} >= 0`),
  ],
);

/** Rows of the payments table: one per checkout attempt, fulfilled at most once. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'test' (built-in checkout) or 'stripe'. */
    provider: text('provider').notNull(),
    /** 'payment_intent' or 'checkout_session'. */
    flow: text('flow').notNull(),
    /** The provider's id (Stripe PaymentIntent pi_… or Checkout Session cs_…). */
    providerRef: text('provider_ref'),
    /** 'topup', 'plan', or 'service': a cash order another module fulfils (print-ready; no credits). */
    kind: text('kind').notNull().default('topup'),
    /** What a service payment buys, as shown at checkout; top-ups and plans describe themselves. */
    description: text('description'),
    /** The tier whose options priced this payment. */
    tier: text('tier').notNull(),
    credits: integer('credits').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** pending → succeeded | failed (a failed one may still succeed on a later attempt). */
    status: text('status').notNull().default('pending'),
    failureMessage: text('failure_message'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
  },
  (t) => [
    index('payments_user_created').on(t.userId, t.createdAt),
    uniqueIndex('payments_provider_ref').on(t.provider, t.providerRef),
    check('payments_positive', sql`${t.credits} >= 0 and ${t.amountCents} > 0`),
  ],
);

/**
 * Purchased credits: one bucket per fulfilled payment (unique payment_id, so exactly once).
 * Spent oldest expiry first; expired buckets are ignored by every balance query.
 */
export const topUpCredits = pgTable(
  'top_up_credits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment that bought it; null for grants made by staff or migrations. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    balance: integer('balance').notNull(),
    purchasedCredits: integer('purchased_credits').notNull(),
    purchaseDate: timestamp('purchase_date', { withTimezone: true }).notNull().defaultNow(),
    expiryDate: timestamp('expiry_date', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('top_up_credits_user_expiry').on(t.userId, t.expiryDate),
    uniqueIndex('top_up_credits_payment').on(t.paymentId),
    check('top_up_credits_balance_range', sql`${t.balance} >= 0 and ${t.balance} <= ${t.purchasedCredits}`),
  ],
);

/** Where a reservation's credits came from, so a release puts back exactly that. */
export interface CreditAllocation {
  /** Credits taken from the monthly allowance. */
  allowance: number;
  /** The allowance period (reset date) they were taken in; not restored after a reset. */
  allowancePeriod: string | null;
  /** Credits taken from each top-up bucket. */
  topUps: { id: string; amount: number }[];
}

/**
 * The ledger: every change of credits is a row, written in the same transaction as the balance
 * it changes. `amount` is signed (+ grants, − spending).
 */
export const creditHistory = pgTable(
  'credit_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: text('action_type').notNull(),
    amount: integer('amount').notNull(),
    /** completed | pending | cancelled */
    status: text('status').notNull(),
    allocation: jsonb('allocation').$type<CreditAllocation>(),
    /** What the row is about: a payment id, a design action id, … */
    reference: text('reference'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('credit_history_user_created').on(t.userId, t.createdAt),
    index('credit_history_pending').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Stripe (or other provider) webhook events already handled: replaying one does nothing. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  paymentId: uuid('payment_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The spec's no_credits event: recorded whenever credits are insufficient. */
export const noCreditsEvents = pgTable(
  'no_credits_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actionType: text('action_type'),
    required: integer('required'),
    available: integer('available'),
    /** 'server' when a reservation failed, otherwise where the web saw it. */
    source: text('source').notNull().default('server'),
    createdAt: createdAt(),
  },
  (t) => [index('no_credits_events_user_created').on(t.userId, t.createdAt)],
);

/**
 * Every change of a user's tier, written in the same transaction as the change: a plan bought
 * through the test checkout ('checkout') or a Stripe webhook ('webhook': subscription started,
 * restored or ended), a paid period that ran out ('expiry', the sweep job) or staff ('manual').
 */
export const tierChanges = pgTable(
  'tier_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fromTier: text('from_tier').notNull(),
    toTier: text('to_tier').notNull(),
    /** checkout | webhook | expiry | manual */
    reason: text('reason').notNull(),
    /** The plan payment behind the change (bought, renewed or ended); null for expiry/manual without one. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('tier_changes_user_created').on(t.userId, t.createdAt),
    index('tier_changes_payment').on(t.paymentId),
    check('tier_changes_reason', sql`${t.reason} in ('checkout', 'webhook', 'expiry', 'manual')`),
  ],
);
