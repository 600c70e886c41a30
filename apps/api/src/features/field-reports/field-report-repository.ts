// Field reports with their per-carrier signals. Writes run in the caller's transaction after
// lockCampground and end with recomputeConnectivity (connectivity-repository.ts).
import { and, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Carrier, SignalLevel } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { fieldReports, fieldReportSignals, reviews, users } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';
import { lockCampground } from '../../http/campground-rows.ts';
import type { Viewer } from '../../http/viewer.ts';
import { recomputeConnectivity } from './connectivity-repository.ts';

export interface SignalRecord {
  carrier: Carrier;
  signal: SignalLevel;
  downloadMbps: number | null;
  uploadMbps: number | null;
}

export interface FieldReportRecord {
  id: number;
  campgroundId: number;
  userId: number;
  reviewId: number | null;
  visitedOn: string;
  roadNotes: string | null;
  accessNotes: string | null;
  siteNotes: string | null;
  hiddenAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  authorName: string;
  signals: SignalRecord[];
}

export const columns = {
  id: fieldReports.id,
  campgroundId: fieldReports.campgroundId,
  userId: fieldReports.userId,
  reviewId: fieldReports.reviewId,
  visitedOn: fieldReports.visitedOn,
  roadNotes: fieldReports.roadNotes,
  accessNotes: fieldReports.accessNotes,
  siteNotes: fieldReports.siteNotes,
  hiddenAt: fieldReports.hiddenAt,
  createdAt: fieldReports.createdAt,
  updatedAt: fieldReports.updatedAt,
  authorName: users.fullName,
};

/** Hidden reports only for admins and their author. */
function visibleTo(viewer: Viewer | null): SQL | undefined {
  if (viewer?.admin) return undefined;
  if (viewer) return or(isNull(fieldReports.hiddenAt), eq(fieldReports.userId, viewer.id));
  return isNull(fieldReports.hiddenAt);
}

const CARRIER_ORDER = sql`array_position(array['att', 'tmobile', 'verizon', 'other'], ${fieldReportSignals.carrier})`;

export async function withSignals(db: Db, rows: Omit<FieldReportRecord, 'signals'>[]): Promise<FieldReportRecord[]> {
  if (rows.length === 0) return [];
  const signals = await db
    .select()
    .from(fieldReportSignals)
    .where(
      inArray(
        fieldReportSignals.fieldReportId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(CARRIER_ORDER);
  return rows.map((row) => ({
    ...row,
    signals: signals
      .filter((signal) => signal.fieldReportId === row.id)
      .map((signal) => ({
        carrier: signal.carrier as Carrier,
        signal: signal.signal as SignalLevel,
        downloadMbps: signal.downloadMbps,
        uploadMbps: signal.uploadMbps,
      })),
  }));
}

export async function findFieldReport(db: Db, id: number): Promise<FieldReportRecord | null> {
  const rows = await db
    .select(columns)
    .from(fieldReports)
    .innerJoin(users, eq(users.id, fieldReports.userId))
    .where(eq(fieldReports.id, id))
    .limit(1);
  const [report] = await withSignals(db, rows);
  return report ?? null;
}

/** Most recent visit first; the newest written first among visits of one day. */
export async function listCampgroundFieldReports(
  db: Db,
  campgroundId: number,
  viewer: Viewer | null,
  page: Page,
): Promise<{ rows: FieldReportRecord[]; total: number }> {
  const where = and(eq(fieldReports.campgroundId, campgroundId), visibleTo(viewer));
  const [rows, counted] = await Promise.all([
    db
      .select(columns)
      .from(fieldReports)
      .innerJoin(users, eq(users.id, fieldReports.userId))
      .where(where)
      .orderBy(desc(fieldReports.visitedOn), desc(fieldReports.createdAt), desc(fieldReports.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(fieldReports)
      .where(where),
  ]);
  return { rows: await withSignals(db, rows), total: counted[0]?.n ?? 0 };
}

/** Whether `reviewId` is the user's own review of the campground (a report may link one). */
export async function isOwnReviewOf(db: Db, reviewId: number, userId: number, campgroundId: number): Promise<boolean> {
  const rows = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, userId), eq(reviews.campgroundId, campgroundId)))
    .limit(1);
  return rows.length > 0;
}

export type NewFieldReport = typeof fieldReports.$inferInsert;

export async function insertFieldReport(
  tx: Db,
  values: NewFieldReport,
  signals: readonly SignalRecord[],
): Promise<number> {
  const [row] = await tx.insert(fieldReports).values(values).returning({ id: fieldReports.id });
  const id = row!.id;
  if (signals.length) {
    await tx.insert(fieldReportSignals).values(signals.map((signal) => ({ fieldReportId: id, ...signal })));
  }
  return id;
}

export async function deleteFieldReport(tx: Db, id: number): Promise<void> {
  await tx.delete(fieldReports).where(eq(fieldReports.id, id));
}

/**
 * Hides (moderation) or restores a field report and recomputes its campground's connectivity,
 * in one transaction. Hiding keeps the first hidden_at. False when there is no such report.
 */
export async function setFieldReportHidden(
  db: Db,
  id: number,
  hidden: boolean,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [report] = await tx
      .select({ campgroundId: fieldReports.campgroundId })
      .from(fieldReports)
      .where(eq(fieldReports.id, id))
      .limit(1);
    if (!report) return false;
    await lockCampground(tx, report.campgroundId);
    await tx
      .update(fieldReports)
      .set({ hiddenAt: hidden ? sql`coalesce(${fieldReports.hiddenAt}, ${now.toISOString()}::timestamptz)` : null })
      .where(eq(fieldReports.id, id));
    await recomputeConnectivity(tx, report.campgroundId, now);
    return true;
  });
}
