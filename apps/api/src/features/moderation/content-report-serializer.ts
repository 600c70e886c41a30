// content-reports resources: what the reporter gets back, and what admins see in the queue.
import { reportReasonLabel } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { ContentReportRecord } from './content-report-repository.ts';
import type { ReportWithTarget } from './moderation-service.ts';
import type { TargetSummary } from './report-targets.ts';

function baseAttributes(report: ContentReportRecord): Record<string, unknown> {
  return {
    targetType: report.targetType,
    targetId: String(report.targetId),
    reason: report.reason,
    reasonLabel: reportReasonLabel(report.reason),
    details: report.details,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
  };
}

function targetAttributes(target: TargetSummary): Record<string, unknown> {
  return {
    type: target.type,
    id: String(target.id),
    excerpt: target.excerpt,
    'author-id': target.authorId === null ? null : String(target.authorId),
    'author-name': target.authorName,
    campground: {
      id: String(target.campground.id),
      name: target.campground.name,
      slug: target.campground.slug,
      'region-slug': target.campground.regionSlug,
    },
    hidden: target.hidden,
  };
}

/** For the reporter: their own report, without other people's data. */
export function contentReportResource(report: ContentReportRecord): ResourceObject {
  return resource('content-reports', String(report.id), baseAttributes(report));
}

/** For admins: with the reporter and a summary of the reported content. */
export function moderatedReportResource(report: ReportWithTarget): ResourceObject {
  return resource('content-reports', String(report.id), {
    ...baseAttributes(report),
    reporterName: report.reporterName,
    target: report.target ? targetAttributes(report.target) : null,
  });
}
