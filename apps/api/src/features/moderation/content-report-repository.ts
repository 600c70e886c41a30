// The content_reports table: reports campers send, and their resolution by admins.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { ReportReason, ReportStatus, ReportTargetType } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { contentReports, users } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';

export interface ContentReportRecord {
  id: number;
  reporterId: number;
  reporterName: string;
  targetType: ReportTargetType;
  targetId: number;
  reason: ReportReason;
  details: string;
  status: ReportStatus;
  resolvedAt: Date | null;
  createdAt: Date;
}

const recordColumns = {
  id: contentReports.id,
  reporterId: contentReports.reporterId,
  reporterName: sql<string>`coalesce(nullif(trim(${users.fullName}), ''), 'Camper')`,
  targetType: sql<ReportTargetType>`${contentReports.targetType}`,
  targetId: contentReports.targetId,
  reason: sql<ReportReason>`${contentReports.reason}`,
  details: contentReports.details,
  status: sql<ReportStatus>`${contentReports.status}`,
  resolvedAt: contentReports.resolvedAt,
  createdAt: contentReports.createdAt,
};

function selectRecords(db: Db) {
  return db.select(recordColumns).from(contentReports).innerJoin(users, eq(users.id, contentReports.reporterId));
}

export async function insertContentReport(
  db: Db,
  report: {
    reporterId: number;
    targetType: ReportTargetType;
    targetId: number;
    reason: ReportReason;
    details: string;
    createdAt: Date;
  },
): Promise<number> {
  const [row] = await db.insert(contentReports).values(report).returning({ id: contentReports.id });
  return row!.id;
}

export async function findContentReport(db: Db, id: number): Promise<ContentReportRecord | null> {
  const [row] = await selectRecords(db).where(eq(contentReports.id, id));
  return row ?? null;
}

/** Whether this camper already has an open report on the target (one is enough). */
export async function hasOpenReportBy(
  db: Db,
  reporterId: number,
  target: { type: ReportTargetType; id: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: contentReports.id })
    .from(contentReports)
    .where(
      and(
        eq(contentReports.reporterId, reporterId),
        eq(contentReports.targetType, target.type),
        eq(contentReports.targetId, target.id),
        eq(contentReports.status, 'open'),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Newest first; all statuses when none is given. */
export async function listContentReports(
  db: Db,
  filter: { status?: ReportStatus | undefined },
  page: Page,
): Promise<{ rows: ContentReportRecord[]; total: number }> {
  const where: SQL | undefined = filter.status ? eq(contentReports.status, filter.status) : undefined;
  const [rows, counted] = await Promise.all([
    selectRecords(db)
      .where(where)
      .orderBy(desc(contentReports.createdAt), desc(contentReports.id))
      .limit(page.size)
      .offset((page.number - 1) * page.size),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(contentReports)
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** Resolves one report, whatever its status; false when there is none. */
export async function resolveContentReport(
  db: Db,
  id: number,
  resolution: { status: Exclude<ReportStatus, 'open'>; resolvedBy: number; resolvedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(contentReports)
    .set(resolution)
    .where(eq(contentReports.id, id))
    .returning({ id: contentReports.id });
  return rows.length > 0;
}

/** Marks every open report on the target as actioned: hiding it answers all of them. */
export async function actionOpenReportsOn(
  db: Db,
  target: { type: ReportTargetType; id: number },
  resolution: { resolvedBy: number; resolvedAt: Date },
): Promise<number> {
  const rows = await db
    .update(contentReports)
    .set({ status: 'actioned', ...resolution })
    .where(
      and(
        eq(contentReports.targetType, target.type),
        eq(contentReports.targetId, target.id),
        eq(contentReports.status, 'open'),
      ),
    )
    .returning({ id: contentReports.id });
  return rows.length;
}
