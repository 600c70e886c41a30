// Users and their linked provider identities. Password hashes leave this file only through
// findCredentials*, for the one caller that verifies them.
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  fieldReports,
  photos,
  reviewHelpfulVotes,
  reviews,
  userIdentities,
  users,
  type NewUserRow,
} from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';
import type { Page } from '../../jsonapi/query.ts';

/** A user as the API shows it: everything but the password hash, plus whether there is one. */
export interface UserRecord {
  id: number;
  email: string;
  fullName: string;
  phone: string | null;
  city: string | null;
  camperType: string[];
  emailNotification: boolean;
  phoneNotification: boolean;
  admin: boolean;
  manager: boolean;
  pro: boolean;
  verified: boolean;
  confirmedEmail: boolean;
  hasPassword: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const userRecordColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  phone: users.phone,
  city: users.city,
  camperType: users.camperType,
  emailNotification: users.emailNotification,
  phoneNotification: users.phoneNotification,
  admin: users.admin,
  manager: users.manager,
  pro: users.pro,
  verified: users.verified,
  confirmedEmail: users.confirmedEmail,
  hasPassword: sql<boolean>`(${users.passwordHash} is not null)`.as('has_password'),
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
};

const EMAIL_TAKEN_MESSAGE =
  'An account with this email address already exists. Sign in instead, or reset your password.';

function emailTaken(): AppError {
  return AppError.conflict('Email in use', EMAIL_TAKEN_MESSAGE, { pointer: '/data/attributes/email' }, 'email_taken');
}

/** Emails are unique whatever their case; this is the form lookups compare. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

// lower() on both sides, as in users_email_lower_idx, so the database's idea of case decides.
const emailMatches = (email: string): SQL => sql`lower(${users.email}) = lower(${email.trim()})`;

/** Inserts a user; an email already in use (in any case, even by a concurrent insert) is email_taken. */
export async function insertUser(db: Db, values: NewUserRow): Promise<UserRecord> {
  try {
    const [row] = await db.insert(users).values(values).returning(userRecordColumns);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_lower_idx')) throw emailTaken();
    throw error;
  }
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | null> {
  const [row] = await db.select(userRecordColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | null> {
  const [row] = await db.select(userRecordColumns).from(users).where(emailMatches(email)).limit(1);
  return row ?? null;
}

export interface Credentials {
  id: number;
  passwordHash: string | null;
}

export async function findCredentialsByEmail(db: Db, email: string): Promise<Credentials | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(emailMatches(email))
    .limit(1);
  return row ?? null;
}

export async function findCredentialsById(db: Db, id: number): Promise<Credentials | null> {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export interface UserListFilter {
  id?: number;
  email?: string;
  /** Part of the email or the full name, any case. */
  q?: string;
}

export type UserSort = '-created-at' | 'created-at' | 'email';

const ORDER: Record<UserSort, SQL[]> = {
  '-created-at': [desc(users.createdAt), desc(users.id)],
  'created-at': [asc(users.createdAt), asc(users.id)],
  email: [sql`lower(${users.email})`, asc(users.id)],
};

export async function listUsers(
  db: Db,
  filter: UserListFilter,
  sort: UserSort,
  page: Page,
): Promise<{ rows: UserRecord[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.id !== undefined) conditions.push(eq(users.id, filter.id));
  if (filter.email !== undefined) conditions.push(emailMatches(filter.email));
  if (filter.q !== undefined) {
    // LIKE's wildcards in the search text are matched literally.
    const pattern = `%${filter.q.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(sql`(lower(${users.email}) like ${pattern} or lower(${users.fullName}) like ${pattern})`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select(userRecordColumns)
      .from(users)
      .where(where)
      .orderBy(...ORDER[sort])
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export type UserChanges = Partial<
  Pick<
    NewUserRow,
    | 'fullName'
    | 'phone'
    | 'city'
    | 'camperType'
    | 'emailNotification'
    | 'phoneNotification'
    | 'admin'
    | 'manager'
    | 'confirmedEmail'
    | 'passwordHash'
  >
>;

export async function updateUser(db: Db, id: number, changes: UserChanges, now: Date): Promise<UserRecord | null> {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: now })
    .where(eq(users.id, id))
    .returning(userRecordColumns);
  return row ?? null;
}

/**
 * Locks the user's row for the rest of the transaction. While it is held, nothing new can be
 * written that references the user (a foreign key check waits for the lock), so what
 * findAccountFootprint reads is all the delete will cascade. False when there is no such user.
 */
export async function lockUser(tx: Db, id: number): Promise<boolean> {
  const rows = await tx.select({ id: users.id }).from(users).where(eq(users.id, id)).for('update');
  return rows.length > 0;
}

/** What the user's delete cascades away that something outside the cascade depends on. */
export interface AccountFootprint {
  /** Campgrounds the user reviewed: their rating changes. */
  reviewedCampgroundIds: number[];
  /** Campgrounds the user sent field reports on: their connectivity changes. */
  reportedCampgroundIds: number[];
  /** Other users' reviews the user voted helpful: their helpful_count changes. */
  helpfulReviewIds: number[];
  /** Every stored file of the user's photos (each photo's variants). */
  photoKeys: string[];
}

const ascending = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

export async function findAccountFootprint(tx: Db, id: number): Promise<AccountFootprint> {
  // One after another: they share the transaction's connection.
  const reviewed = await tx.selectDistinct({ id: reviews.campgroundId }).from(reviews).where(eq(reviews.userId, id));
  const reported = await tx
    .selectDistinct({ id: fieldReports.campgroundId })
    .from(fieldReports)
    .where(eq(fieldReports.userId, id));
  // Votes on the user's own reviews go with those reviews: nothing left to recount.
  const voted = await tx
    .select({ id: reviewHelpfulVotes.reviewId })
    .from(reviewHelpfulVotes)
    .innerJoin(reviews, eq(reviews.id, reviewHelpfulVotes.reviewId))
    .where(and(eq(reviewHelpfulVotes.userId, id), ne(reviews.userId, id)));
  const photoRows = await tx.select({ variants: photos.variants }).from(photos).where(eq(photos.userId, id));
  return {
    reviewedCampgroundIds: ascending(reviewed.map((row) => row.id)),
    reportedCampgroundIds: ascending(reported.map((row) => row.id)),
    helpfulReviewIds: ascending(voted.map((row) => row.id)),
    photoKeys: photoRows.flatMap((row) => Object.values(row.variants).map((variant) => variant.key)),
  };
}

/** Deletes the user; identities, tokens and reset links go with it (foreign keys cascade). */
export async function deleteUser(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

export async function findUserByIdentity(
  db: Db,
  provider: string,
  providerAccountId: string,
): Promise<UserRecord | null> {
  const [row] = await db
    .select(userRecordColumns)
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.providerAccountId, providerAccountId)))
    .limit(1);
  return row ?? null;
}

/** Links a provider account to a user; false when that provider account is already linked. */
export async function insertIdentity(
  db: Db,
  identity: { userId: number; provider: string; providerAccountId: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(userIdentities)
    .values(identity)
    .onConflictDoNothing({ target: [userIdentities.provider, userIdentities.providerAccountId] })
    .returning({ id: userIdentities.id });
  return rows.length > 0;
}
