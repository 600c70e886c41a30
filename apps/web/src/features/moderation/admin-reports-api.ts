// The admin moderation calls (docs/api-community.md "Reports and moderation"), with the
// admin's token: the report queue, dismiss, hide and restore.
import { HIDEABLE_TARGET_TYPES, REPORT_STATUSES, REPORT_TARGET_TYPES, type ReportStatus } from '@campwise/domain';
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

const targetSchema = z.object({
  type: z.enum(REPORT_TARGET_TYPES),
  id: z.string(),
  excerpt: z.string(),
  authorId: z.string().nullable(),
  authorName: z.string().nullable(),
  campground: z.object({ id: z.string(), name: z.string(), slug: z.string(), regionSlug: z.string() }),
  hidden: z.boolean(),
});

export const moderatedReportSchema = z.object({
  id: z.string(),
  targetType: z.enum(REPORT_TARGET_TYPES),
  targetId: z.string(),
  reason: z.string(),
  reasonLabel: z.string(),
  details: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  reporterName: z.string(),
  /** Null once the content has been deleted. */
  target: targetSchema.nullable(),
});
export type ModeratedReport = z.infer<typeof moderatedReportSchema>;
export type ReportTargetSummary = z.infer<typeof targetSchema>;

export const ADMIN_REPORTS_PAGE_SIZE = 20;

export async function loadReports(
  client: ApiClient,
  status: ReportStatus,
  page: number,
): Promise<{ reports: ModeratedReport[]; total: number }> {
  const { data, meta } = await client.findAll('content-reports', {
    filter: { status },
    page: { number: page, size: ADMIN_REPORTS_PAGE_SIZE },
  });
  return { reports: data.map((record) => moderatedReportSchema.parse(record)), total: Number(meta.total ?? 0) };
}

// These actions take no body; postAction's empty document is ignored by the API.
export async function dismissReport(client: ApiClient, reportId: string): Promise<void> {
  await client.postAction(`/content-reports/${encodeURIComponent(reportId)}/dismiss`, 'content-reports', {});
}

export async function hideReportedContent(client: ApiClient, reportId: string): Promise<void> {
  await client.postAction(`/content-reports/${encodeURIComponent(reportId)}/hide`, 'content-reports', {});
}

export async function restoreContent(
  client: ApiClient,
  target: Pick<ReportTargetSummary, 'type' | 'id'>,
): Promise<void> {
  await client.postAction(
    `/moderation/${encodeURIComponent(target.type)}/${encodeURIComponent(target.id)}/restore`,
    'moderation',
    {},
  );
}

export function isHideable(type: string): boolean {
  return (HIDEABLE_TARGET_TYPES as readonly string[]).includes(type);
}
