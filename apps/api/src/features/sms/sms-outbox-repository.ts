// The local text-message outbox (sms_outbox): messages kept in the database instead of sent.
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export type SmsOutboxRow = typeof smsOutbox.$inferSelect;

export async function insertOutboxSms(db: Db, sms: { toNumber: string; body: string; createdAt: Date }): Promise<void> {
  await db.insert(smsOutbox).values(sms);
}

/** Newest first. */
export async function listOutboxSms(
  db: Db,
  filter: { to?: string },
  page: Page,
): Promise<{ rows: SmsOutboxRow[]; total: number }> {
  const where = filter.to === undefined ? undefined : eq(smsOutbox.toNumber, filter.to);
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(where)
      .orderBy(desc(smsOutbox.createdAt), desc(smsOutbox.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(smsOutbox)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
