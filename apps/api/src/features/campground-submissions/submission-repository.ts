// Reads and writes of campground_submissions, and the campground row an approval creates.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgroundSubmissions, campgrounds, regions, type NewCampgroundRow } from '../../db/schema/index.ts';
import { visibleCampground } from '../campgrounds/visible-campground.ts';
import type { Page } from '../../jsonapi/query.ts';

export type SubmissionRow = typeof campgroundSubmissions.$inferSelect;
export type SubmissionStatus = SubmissionRow['status'];

export async function insertSubmission(
  db: Db,
  values: typeof campgroundSubmissions.$inferInsert,
): Promise<SubmissionRow> {
  const [row] = await db.insert(campgroundSubmissions).values(values).returning();
  return row!;
}

export async function countPending(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(campgroundSubmissions)
    .where(and(eq(campgroundSubmissions.submittedBy, userId), eq(campgroundSubmissions.status, 'pending')));
  return row?.n ?? 0;
}

export async function findSubmission(db: Db, id: number): Promise<SubmissionRow | null> {
  const [row] = await db.select().from(campgroundSubmissions).where(eq(campgroundSubmissions.id, id)).limit(1);
  return row ?? null;
}

export async function lockSubmission(tx: Db, id: number): Promise<SubmissionRow | null> {
  const [row] = await tx.select().from(campgroundSubmissions).where(eq(campgroundSubmissions.id, id)).for('update');
  return row ?? null;
}

export async function updateSubmission(
  db: Db,
  id: number,
  changes: Partial<typeof campgroundSubmissions.$inferInsert>,
): Promise<SubmissionRow> {
  const [row] = await db.update(campgroundSubmissions).set(changes).where(eq(campgroundSubmissions.id, id)).returning();
  return row!;
}

/** Newest first. */
export async function listSubmissions(
  db: Db,
  filter: { userId?: number; status?: SubmissionStatus },
  page: Page,
): Promise<{ rows: SubmissionRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(campgroundSubmissions.submittedBy, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(campgroundSubmissions.status, filter.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, counted] = await Promise.all([
    db
      .select()
      .from(campgroundSubmissions)
      .where(where)
      .orderBy(desc(campgroundSubmissions.createdAt), desc(campgroundSubmissions.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgroundSubmissions)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Every state outline, for placing a point in a state. */
export async function loadStateOutlines(db: Db) {
  return db.select({ code: regions.code, outline: regions.outline }).from(regions);
}

export async function takenSlugs(db: Db, regionCode: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: campgrounds.slug })
    .from(campgrounds)
    .where(eq(campgrounds.regionCode, regionCode));
  return new Set(rows.map((row) => row.slug));
}

export async function insertCampground(db: Db, values: NewCampgroundRow): Promise<number> {
  const [row] = await db.insert(campgrounds).values(values).returning({ id: campgrounds.id });
  return row!.id;
}

/** The region's campground count, as the import leaves it (hidden campgrounds not counted). */
export async function refreshRegionCount(db: Db, regionCode: string): Promise<void> {
  await db
    .update(regions)
    .set({
      campgroundCount: sql`(select count(*)::int from ${campgrounds}
        where ${campgrounds.regionCode} = ${regionCode} and ${visibleCampground})`,
    })
    .where(eq(regions.code, regionCode));
}
