// Schema: the site shell (issue 16): first-party analytics events (the default analytics sink,
// read by the admin dashboard and the experiment results), messages sent through the support
// contact form, and newsletter sign-ups with double opt-in (stay-connected).
import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { updatedAt } from './bookings.ts';
import { createdAt } from './columns.ts';

/**
 * One analytics event as the browser sent it. visitor_id is the first-party anonymous id (a
 * cookie); experiments holds the visitor's variants ({ name: variant }) when the event happened.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    pageName: text('page_name'),
    path: text('path'),
    visitorId: text('visitor_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    properties: jsonb('properties').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
    experiments: jsonb('experiments').$type<Record<string, string>>().notNull().default({}),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: createdAt(),
  },
  (t) => [
    index('analytics_events_name_time_idx').on(t.name, t.occurredAt),
    index('analytics_events_time_idx').on(t.occurredAt),
    index('analytics_events_visitor_idx').on(t.visitorId, t.occurredAt),
  ],
);

export type SupportMessageStatus = 'open' | 'closed';

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The page the visitor wrote from. */
    pagePath: text('page_path'),
    status: text('status').$type<SupportMessageStatus>().notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_messages_status_idx').on(t.status, t.createdAt),
    check('support_messages_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

/** Stay-connected sign-ups: pending until the emailed link (token hashed) confirms the address. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    tokenHash: text('token_hash'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_token_idx').on(t.tokenHash),
    check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
  ],
);
