// Schema: PRO membership (issue 6; contract docs/api-pro.md, decisions 0009 and 0010).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt } from './columns.ts';

/** A PRO plan on sale (spec: platform subscription). Data, seeded by migration 0006, editable by admins. */
export const platformSubscriptions = pgTable(
  'platform_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The card payment provider the plan is sold through: stripe (also the local test provider). */
    platform: text('platform').notNull().default('stripe'),
    sku: text('sku').notNull(),
    name: text('name').notNull(),
    /** Yearly price in cents. */
    amount: integer('amount').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    /** year (the only period sold on the web). */
    period: text('period').notNull().default('year'),
    trialPeriodDays: integer('trial_period_days').notNull().default(0),
    /** Charged today instead of the price when there is no trial; null: none. */
    introPrice: integer('intro_price'),
    /** A discount applied when the buyer brings none (shown as the plan's discount info). */
    discountCode: text('discount_code'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('platform_subscriptions_sku_idx').on(t.platform, t.sku),
    uniqueIndex('platform_subscriptions_one_default_idx')
      .on(t.platform)
      .where(sql`${t.isDefault} and ${t.active}`),
    check('platform_subscriptions_amount_check', sql`${t.amount} >= 0 and coalesce(${t.introPrice}, 0) >= 0`),
    check('platform_subscriptions_trial_check', sql`${t.trialPeriodDays} between 0 and 365`),
  ],
);

/** A discount code: exactly one of percent_off (1–100) or amount_off (cents). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    /** Stored upper-case; looked up ignoring case. */
    code: text('code').primaryKey(),
    percentOff: integer('percent_off'),
    amountOff: integer('amount_off'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    maxRedemptions: integer('max_redemptions'),
    timesRedeemed: integer('times_redeemed').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'discount_codes_terms_check',
      sql`(${t.percentOff} is null) <> (${t.amountOff} is null) and coalesce(${t.percentOff}, 1) between 1 and 100 and coalesce(${t.amountOff}, 1) > 0`,
    ),
  ],
);

/** The customer id a payment provider knows a user by, reused across purchases. */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    provider: text('provider').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.userId] })],
);

/**
 * A user's PRO membership (JSON:API type subscriptions): bought through a provider, or given by a
 * redeemed gift (provider gift). At most one live row per user, enforced by the database, so two
 * purchases racing each other cannot both charge.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').references(() => platformSubscriptions.id, { onDelete: 'set null' }),
    /** local, stripe or gift. */
    provider: text('provider').notNull(),
    providerCustomerId: text('provider_customer_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    /** pending (provider call under way), trialing, active, past_due, canceled, failed. */
    status: text('status').notNull(),
    sku: text('sku').notNull(),
    /** The plan's yearly list price in cents at purchase. */
    amountCents: integer('amount_cents').notNull(),
    /** The first year's price after the discount. */
    firstYearCents: integer('first_year_cents').notNull(),
    dueNowCents: integer('due_now_cents').notNull(),
    couponCode: text('coupon_code'),
    trialEnd: timestamp('trial_end', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Stored UTM keys, purchase_type and experiments as sent with the purchase. */
    attribution: jsonb('attribution').$type<Record<string, unknown>>().notNull().default({}),
    /** The client's Idempotency-Key; a retry with it replays this row instead of charging again. */
    idempotencyKey: text('idempotency_key'),
    /** Hash of the purchase payload, so a key reused for a different purchase is refused. */
    requestFingerprint: text('request_fingerprint'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_one_live_per_user_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'trialing', 'active', 'past_due')`),
    uniqueIndex('subscriptions_idempotency_idx')
      .on(t.userId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex('subscriptions_provider_subscription_idx')
      .on(t.provider, t.providerSubscriptionId)
      .where(sql`${t.providerSubscriptionId} is not null`),
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt),
    check(
      'subscriptions_status_check',
      sql`${t.status} in ('pending', 'trialing', 'active', 'past_due', 'canceled', 'failed')`,
    ),
  ],
);

/** A year of PRO bought for someone else; the recipient redeems the code while signed in. */
export const proGifts = pgTable(
  'pro_gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random, shown to the recipient; unique. Null until paid. */
    code: text('code'),
    purchaserId: integer('purchaser_id').references(() => users.id, { onDelete: 'set null' }),
    recipientEmail: text('recipient_email').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    message: text('message').notNull().default(''),
    sku: text('sku').notNull(),
    amountCents: integer('amount_cents').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    /** pending, paid, failed. */
    status: text('status').notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    idempotencyKey: text('idempotency_key'),
    requestFingerprint: text('request_fingerprint'),
    redeemedBy: integer('redeemed_by').references(() => users.id, { onDelete: 'set null' }),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('pro_gifts_code_idx').on(t.code),
    uniqueIndex('pro_gifts_idempotency_idx')
      .on(t.purchaserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check('pro_gifts_status_check', sql`${t.status} in ('pending', 'paid', 'failed')`),
  ],
);

/** Provider events already applied (webhook deliveries repeat); the key is the provider's event id. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

// The local test card processor's own books (features/payments/local-provider): what a real
// processor keeps on its side. Used only when no Stripe keys are configured.
export const localPaymentMethods = pgTable('local_payment_methods', {
  id: text('id').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: smallint('exp_month').notNull(),
  expYear: smallint('exp_year').notNull(),
  /** What the test card does: succeed, decline_on_charge (attaches, every charge fails), … */
  behavior: text('behavior').notNull(),
  name: text('name').notNull().default(''),
  addressLine: text('address_line').notNull().default(''),
  customerId: text('customer_id'),
  createdAt: createdAt(),
});

export const localProviderSubscriptions = pgTable('local_provider_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  paymentMethodId: text('payment_method_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  firstYearCents: integer('first_year_cents').notNull(),
  /** trialing, active, past_due, canceled. */
  status: text('status').notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

export const localProviderCharges = pgTable('local_provider_charges', {
  id: text('id').primaryKey(),
  paymentMethodId: text('payment_method_id').notNull(),
  subscriptionId: text('subscription_id'),
  amountCents: integer('amount_cents').notNull(),
  description: text('description').notNull(),
  /** succeeded or failed; for a hold (authorize): authorized, then succeeded (captured) or voided. */
  status: text('status').notNull(),
  failureMessage: text('failure_message'),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
});

/**
 * Refunds of the local processor's captured charges (stays cancelled within their policy): one
 * row per idempotency key, so a retried refund gives back the money once.
 */
export const localProviderRefunds = pgTable('local_provider_refunds', {
  id: text('id').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => localProviderCharges.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  idempotencyKey: text('idempotency_key').notNull().unique(),
  createdAt: createdAt(),
});

export type PlatformSubscriptionRow = typeof platformSubscriptions.$inferSelect;
export type DiscountCodeRow = typeof discountCodes.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type ProGiftRow = typeof proGifts.$inferSelect;
