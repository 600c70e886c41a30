// Schema: accounts, sign-in tokens, password resets, the local email outbox and rate limits.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** As entered, trimmed; unique regardless of case (users_email_lower_idx). */
    email: text('email').notNull(),
    /** argon2id PHC string; null for accounts that only sign in through a provider. */
    passwordHash: text('password_hash'),
    fullName: text('full_name').notNull().default(''),
    phone: text('phone'),
    city: text('city'),
    camperType: text('camper_type')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    emailNotification: boolean('email_notification').notNull().default(false),
    phoneNotification: boolean('phone_notification').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    manager: boolean('manager').notNull().default(false),
    pro: boolean('pro').notNull().default(false),
    verified: boolean('verified').notNull().default(false),
    confirmedEmail: boolean('confirmed_email').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_created_at_idx').on(t.createdAt),
  ],
);

/** A sign-in provider's account linked to a user (Google, Apple, Facebook). */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_account_idx').on(t.provider, t.providerAccountId),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/**
 * Access and refresh tokens, stored as SHA-256 hashes. A family is one sign-in: every pair
 * issued from it by refreshing shares the family id, so revoking one token ends the session.
 */
export const oauthTokens = pgTable(
  'oauth_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<'access' | 'refresh'>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('oauth_tokens_hash_idx').on(t.tokenHash),
    index('oauth_tokens_user_idx').on(t.userId),
    index('oauth_tokens_family_idx').on(t.familyId),
    check('oauth_tokens_kind_check', sql`${t.kind} in ('access', 'refresh')`),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

/** The local mailbox: every email the API sends when no SMTP server is configured. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with the email (a booking's .ics): [{ filename, contentType, content }]. */
    attachments: jsonb('attachments')
      .$type<{ filename: string; contentType: string; content: string }[]>()
      .notNull()
      .default([]),
    createdAt: createdAt(),
  },
  (t) => [index('email_outbox_to_idx').on(sql`lower(${t.toAddress})`, t.id)],
);

/**
 * Rate-limit events (failed sign-ins, reset requests) by key: the SHA-256 of e.g.
 * "sign-in:ip:203.0.113.5". In the database so that every API process counts the same attempts.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('rate_limit_events_key_idx').on(t.key, t.createdAt),
    index('rate_limit_events_created_idx').on(t.createdAt),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type EmailOutboxRow = typeof emailOutbox.$inferSelect;
