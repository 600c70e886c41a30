// The support_messages table (migration 0017): messages sent through the contact form, and the
// admin's open/closed status. Who gets them by email: the admin accounts.
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { SupportStatus } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { supportMessages, users } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export type SupportMessageRecord = typeof supportMessages.$inferSelect;

export interface NewSupportMessage {
  userId: number | null;
  name: string;
  email: string;
  subject: string;
  message: string;
  pagePath: string | null;
}

export async function insertSupportMessage(db: Db, row: NewSupportMessage, now: Date): Promise<SupportMessageRecord> {
  const [inserted] = await db
    .insert(supportMessages)
    .values({ ...row, createdAt: now, updatedAt: now })
    .returning();
  return inserted!;
}

export async function listSupportMessages(
  db: Db,
  filter: { status?: SupportStatus | undefined },
  page: Page,
): Promise<{ rows: SupportMessageRecord[]; total: number }> {
  const where: SQL | undefined = filter.status ? eq(supportMessages.status, filter.status) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(supportMessages)
      .where(where)
      .orderBy(desc(supportMessages.createdAt), desc(supportMessages.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(supportMessages)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** The message with its new status, or null when there is no such message. */
export async function setSupportMessageStatus(
  db: Db,
  id: number,
  status: SupportStatus,
  now: Date,
): Promise<SupportMessageRecord | null> {
  const [row] = await db
    .update(supportMessages)
    .set({ status, updatedAt: now })
    .where(eq(supportMessages.id, id))
    .returning();
  return row ?? null;
}

/** Where a new message is emailed when no shared support inbox is configured. */
export async function findAdminEmails(db: Db): Promise<string[]> {
  const rows = await db.select({ email: users.email }).from(users).where(eq(users.admin, true)).orderBy(users.id);
  return rows.map((row) => row.email);
}
