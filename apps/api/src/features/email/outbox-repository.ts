// The local outbox table: emails kept in the database instead of being sent.
import { desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox, type EmailOutboxRow } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export async function insertOutboxEmail(
  db: Db,
  email: {
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string;
    attachments: { filename: string; contentType: string; content: string }[];
    createdAt: Date;
  },
): Promise<void> {
  await db.insert(emailOutbox).values(email);
}

/** Newest first; `to` matches whatever its case. */
export async function listOutboxEmails(
  db: Db,
  filter: { to?: string },
  page: Page,
): Promise<{ rows: EmailOutboxRow[]; total: number }> {
  const where: SQL | undefined =
    filter.to === undefined ? undefined : sql`lower(${emailOutbox.toAddress}) = lower(${filter.to.trim()})`;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(emailOutbox)
      .where(where)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(emailOutbox)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
