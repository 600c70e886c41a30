// Field report use cases: who may see, write and delete them; every write recomputes the
// campground's connectivity in the same transaction.
import { FIELD_REPORT_MESSAGES, FIELD_REPORTS_PER_HOUR, REVIEW_MESSAGES } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { campgroundExists, lockCampground } from '../../http/campground-rows.ts';
import { perHour, reserveWrite, type UserWriteLimit } from '../../rate-limits/hourly-rate-limit.ts';
import type { ReviewsContext } from '../reviews/review-service.ts';
import { canSeeHidden, type Viewer } from '../../http/viewer.ts';
import { findConnectivity, recomputeConnectivity, type ConnectivityRecord } from './connectivity-repository.ts';
import {
  deleteFieldReport,
  findFieldReport,
  insertFieldReport,
  isOwnReviewOf,
  listCampgroundFieldReports,
  type FieldReportRecord,
} from './field-report-repository.ts';
import type { FieldReportCreateDocument } from './field-report-schemas.ts';

export const FIELD_REPORT_WRITE_LIMIT: UserWriteLimit = {
  kind: 'field-reports',
  policy: perHour(FIELD_REPORTS_PER_HOUR),
  message: FIELD_REPORT_MESSAGES.tooManyReports,
};

async function requireCampground(db: Db, campgroundId: number): Promise<void> {
  if (!(await campgroundExists(db, campgroundId))) throw AppError.notFound(`No campground with id ${campgroundId}.`);
}

/** The report as the viewer may see it: hidden ones are 404 except for admins and the author. */
export async function getFieldReport(db: Db, id: number, viewer: Viewer | null): Promise<FieldReportRecord> {
  const report = await findFieldReport(db, id);
  if (!report || (report.hiddenAt && !canSeeHidden(viewer, report.userId))) {
    throw AppError.notFound(`No field report with id ${id}.`);
  }
  return report;
}

export async function getCampgroundFieldReports(db: Db, campgroundId: number, viewer: Viewer | null, page: Page) {
  await requireCampground(db, campgroundId);
  return listCampgroundFieldReports(db, campgroundId, viewer, page);
}

export async function getCampgroundConnectivity(db: Db, campgroundId: number): Promise<ConnectivityRecord[]> {
  await requireCampground(db, campgroundId);
  return findConnectivity(db, campgroundId);
}

export async function createFieldReport(
  ctx: ReviewsContext,
  actor: Viewer,
  document: FieldReportCreateDocument,
): Promise<FieldReportRecord> {
  const { attributes, relationships } = document.data;
  const signals = attributes.signals ?? [];
  const notes = [attributes['road-notes'], attributes['access-notes'], attributes['site-notes']];
  // A report that says nothing would still count towards nothing; ask for something.
  if (signals.length === 0 && notes.every((note) => !note)) {
    throw AppError.validation([{ pointer: attributePointer('signals'), detail: FIELD_REPORT_MESSAGES.empty }]);
  }
  const now = ctx.clock();
  const campgroundId = relationships.campground.data.id;
  const reviewId = relationships.review?.data.id ?? null;
  const id = await ctx.db.transaction(async (tx) => {
    await reserveWrite(tx, FIELD_REPORT_WRITE_LIMIT, actor.id, now);
    if (!(await lockCampground(tx, campgroundId))) {
      throw AppError.validation([
        { pointer: '/data/relationships/campground', detail: REVIEW_MESSAGES.campgroundUnknown },
      ]);
    }
    if (reviewId !== null && !(await isOwnReviewOf(tx, reviewId, actor.id, campgroundId))) {
      throw AppError.validation([
        { pointer: '/data/relationships/review', detail: FIELD_REPORT_MESSAGES.reviewUnknown },
      ]);
    }
    const reportId = await insertFieldReport(
      tx,
      {
        campgroundId,
        userId: actor.id,
        reviewId,
        visitedOn: attributes['visited-on'],
        roadNotes: attributes['road-notes'] ?? null,
        accessNotes: attributes['access-notes'] ?? null,
        siteNotes: attributes['site-notes'] ?? null,
        createdAt: now,
        updatedAt: now,
      },
      signals,
    );
    await recomputeConnectivity(tx, campgroundId, now);
    return reportId;
  });
  return getFieldReport(ctx.db, id, actor);
}

/** The author or an admin; someone else gets 403 for a report they can see, 404 otherwise. */
export async function removeFieldReport(ctx: ReviewsContext, actor: Viewer, id: number): Promise<void> {
  const report = await getFieldReport(ctx.db, id, actor);
  if (report.userId !== actor.id && !actor.admin)
    throw AppError.forbidden('You may only delete your own field reports.');
  await ctx.db.transaction(async (tx) => {
    await lockCampground(tx, report.campgroundId);
    await deleteFieldReport(tx, id);
    await recomputeConnectivity(tx, report.campgroundId, ctx.clock());
  });
}
