import { CARRIERS } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { authorName } from '../reviews/review-serializer.ts';
import { canSeeHidden, type Viewer } from '../../http/viewer.ts';
import type { FieldReportRecord } from './field-report-repository.ts';

export function fieldReportResource(report: FieldReportRecord, viewer: Viewer | null): ResourceObject {
  const attributes: Record<string, unknown> = {
    visitedOn: report.visitedOn,
    roadNotes: report.roadNotes,
    accessNotes: report.accessNotes,
    siteNotes: report.siteNotes,
    signals: report.signals.map((signal) => ({
      carrier: signal.carrier,
      'carrier-label': CARRIERS[signal.carrier],
      signal: signal.signal,
      'download-mbps': signal.downloadMbps,
      'upload-mbps': signal.uploadMbps,
    })),
    authorName: authorName(report.authorName),
    createdAt: report.createdAt.toISOString(),
  };
  // Whether moderators hid it is for them and the author only.
  if (canSeeHidden(viewer, report.userId)) attributes.hidden = report.hiddenAt !== null;
  return resource('field-reports', String(report.id), attributes, {
    campground: { data: { type: 'campgrounds', id: String(report.campgroundId) } },
    author: { data: { type: 'users', id: String(report.userId) } },
    review: { data: report.reviewId === null ? null : { type: 'reviews', id: String(report.reviewId) } },
  });
}
