import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { assets } from './assets.ts';
import { payments } from './credits.ts';
import { users } from './users.ts';

/** A print-ready service order (part 2 §3): the brief, its server price and its progress. */
export const printReadyRequests = pgTable(
  'print_ready_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceType: text('service_type').notNull(),
    /** Cents, priced by the server from the service type when the request was made. */
    servicePriceCents: integer('service_price_cents').notNull(),
    currency: text('currency').notNull(),
    quantity: integer('quantity').notNull(),
    assetId: uuid('asset_id').references(() => assets.id, { onDelete: 'set null' }),
    notes: text('notes'),
    dimensions: jsonb('dimensions').$type<{ width: number; height: number; depth?: number }>(),
    /** awaiting-payment → paid → in-progress → delivered | cancelled | refunded */
    status: text('status').notNull().default('awaiting-payment'),
    paymentStatus: text('payment_status').notNull().default('pending'),
    formStatus: text('form_status').notNull().default('pending'),
    /** The checkout payment; one per request, reused when paying again. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Final files: staff's uploaded assets, in the order attached. */
    finalAssetIds: jsonb('final_asset_ids').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (t) => [
    index('print_ready_requests_user').on(t.userId, t.createdAt),
    index('print_ready_requests_status').on(t.status, t.createdAt),
    uniqueIndex('print_ready_requests_payment').on(t.paymentId),
  ],
);
