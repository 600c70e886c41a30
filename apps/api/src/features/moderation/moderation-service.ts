// The rules of reporting and moderation: who may report what and how often, and what hiding,
// dismissing and restoring do to reports and content.
import {
  REPORT_MESSAGES,
  REPORTS_PER_HOUR,
  validateReportDetails,
  validateReportReason,
  type HideableTargetType,
  type ReportReason,
  type ReportStatus,
  type ReportTargetType,
} from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import type { Clock } from '../../clock.ts';
import { reserveWrite, type UserWriteLimit } from '../../rate-limits/hourly-rate-limit.ts';
import type { RateLimitPolicy } from '../../rate-limits/rate-limit-window.ts';
import {
  actionOpenReportsOn,
  findContentReport,
  hasOpenReportBy,
  insertContentReport,
  listContentReports,
  resolveContentReport,
  type ContentReportRecord,
} from './content-report-repository.ts';
import { HIDEABLE_CONTENT, REPORT_TARGETS, type TargetSummary } from './report-targets.ts';

export interface ModerationContext {
  db: Db;
  clock: Clock;
}

export const REPORTS_POLICY: RateLimitPolicy = { limit: REPORTS_PER_HOUR, windowSeconds: 60 * 60 };
const CONTENT_REPORT_LIMIT: UserWriteLimit = {
  kind: 'content-reports',
  policy: REPORTS_POLICY,
  message: REPORT_MESSAGES.rateLimited,
};

export interface NewReport {
  targetType: ReportTargetType;
  targetId: number;
  reason: string;
  details: string;
}

export interface ReportWithTarget extends ContentReportRecord {
  /** Null when the content has since been deleted. */
  target: TargetSummary | null;
}

function reportNotFound(): AppError {
  return AppError.notFound('No such content report.');
}

function checkReportFields(input: NewReport): void {
  const issues = [];
  const reasonError = validateReportReason(input.targetType, input.reason);
  if (reasonError) issues.push({ pointer: attributePointer('reason'), detail: reasonError });
  const detailsError = validateReportDetails(input.reason, input.details);
  if (detailsError) issues.push({ pointer: attributePointer('details'), detail: detailsError });
  if (issues.length) throw AppError.validation(issues);
}

export async function reportContent(
  ctx: ModerationContext,
  reporterId: number,
  input: NewReport,
): Promise<ContentReportRecord> {
  checkReportFields(input);
  const now = ctx.clock();
  const id = await ctx.db.transaction(async (tx) => {
    // First, so a camper's reports are counted one at a time; a refused report gives its slot back.
    await reserveWrite(tx, CONTENT_REPORT_LIMIT, reporterId, now);
    // Hidden content is gone for campers, so it cannot be reported either: same answer as unknown.
    if (!(await REPORT_TARGETS[input.targetType].isVisible(tx, input.targetId))) {
      throw AppError.validation([{ pointer: attributePointer('target-id'), detail: REPORT_MESSAGES.targetMissing }]);
    }
    const target = { type: input.targetType, id: input.targetId };
    if (await hasOpenReportBy(tx, reporterId, target)) {
      throw AppError.conflict('Already reported', REPORT_MESSAGES.alreadyReported);
    }
    return insertContentReport(tx, {
      reporterId,
      targetType: input.targetType,
      targetId: input.targetId,
      reason: input.reason as ReportReason,
      details: input.details.trim(),
      createdAt: now,
    });
  });
  return (await findContentReport(ctx.db, id))!;
}

/** Attaches each report's target summary, one query per target type on the page. */
async function withTargets(db: Db, reports: readonly ContentReportRecord[]): Promise<ReportWithTarget[]> {
  const idsByType = new Map<ReportTargetType, number[]>();
  for (const report of reports) {
    idsByType.set(report.targetType, [...(idsByType.get(report.targetType) ?? []), report.targetId]);
  }
  const summaries = new Map<string, TargetSummary>();
  await Promise.all(
    [...idsByType].map(async ([type, ids]) => {
      for (const [id, summary] of await REPORT_TARGETS[type].summaries(db, ids))
        summaries.set(`${type}:${id}`, summary);
    }),
  );
  return reports.map((report) => ({
    ...report,
    target: summaries.get(`${report.targetType}:${report.targetId}`) ?? null,
  }));
}

export async function getReportPage(
  db: Db,
  filter: { status?: ReportStatus | undefined },
  page: Page,
): Promise<{ rows: ReportWithTarget[]; total: number }> {
  const { rows, total } = await listContentReports(db, filter, page);
  return { rows: await withTargets(db, rows), total };
}

async function getReportWithTarget(db: Db, id: number): Promise<ReportWithTarget> {
  const report = await findContentReport(db, id);
  if (!report) throw reportNotFound();
  const [withTarget] = await withTargets(db, [report]);
  return withTarget!;
}

/** The report needs no action. An actioned report stays actioned: its content was hidden. */
export async function dismissReport(ctx: ModerationContext, adminId: number, id: number): Promise<ReportWithTarget> {
  const report = await findContentReport(ctx.db, id);
  if (!report) throw reportNotFound();
  if (report.status === 'actioned') throw AppError.conflict('Already resolved', REPORT_MESSAGES.alreadyResolved);
  if (report.status === 'open') {
    await resolveContentReport(ctx.db, id, { status: 'dismissed', resolvedBy: adminId, resolvedAt: ctx.clock() });
  }
  return getReportWithTarget(ctx.db, id);
}

/**
 * Hides the reported content and resolves, as actioned, this report and every other open
 * report on the same content, in one transaction. Works on a dismissed report too: an admin
 * may change their mind.
 */
export async function hideReportedContent(
  ctx: ModerationContext,
  adminId: number,
  id: number,
): Promise<ReportWithTarget> {
  const report = await findContentReport(ctx.db, id);
  if (!report) throw reportNotFound();
  if (report.targetType === 'campground') {
    throw AppError.unprocessable('Cannot hide', REPORT_MESSAGES.campgroundNotHideable);
  }
  const content = HIDEABLE_CONTENT[report.targetType];
  const resolution = { resolvedBy: adminId, resolvedAt: ctx.clock() };
  await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    if (!(await content.setHidden(db, report.targetId, true, resolution.resolvedAt))) {
      throw AppError.unprocessable('Cannot hide', REPORT_MESSAGES.targetMissing);
    }
    await actionOpenReportsOn(db, { type: report.targetType, id: report.targetId }, resolution);
    await resolveContentReport(db, id, { status: 'actioned', ...resolution });
  });
  return getReportWithTarget(ctx.db, id);
}

/** Makes hidden content visible again; its reports stay resolved (restoring reopens nothing). */
export async function restoreContent(ctx: ModerationContext, type: HideableTargetType, id: number): Promise<void> {
  const restored = await HIDEABLE_CONTENT[type].setHidden(ctx.db, id, false, ctx.clock());
  if (!restored) throw AppError.notFound(`No such ${type}.`);
}
