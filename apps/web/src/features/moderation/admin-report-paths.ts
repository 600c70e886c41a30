// Where the admin queue links: its own filtered pages, and the reported content on the site.
import type { ReportStatus } from '@campwise/domain';
import { mediaPath, reviewPath } from '@/features/community/community-paths';
import { campgroundPath } from '@/lib/camping-paths';
import type { ReportTargetSummary } from './admin-reports-api';

export const ADMIN_REPORTS_PATH = '/admin/reports';

/** The queue's filters: open reports, hidden content (actioned reports) and dismissed ones. */
export const ADMIN_REPORT_FILTERS: readonly { status: ReportStatus; label: string }[] = [
  { status: 'open', label: 'Open' },
  { status: 'actioned', label: 'Hidden' },
  { status: 'dismissed', label: 'Dismissed' },
];

export function adminReportsPath(status: ReportStatus, page = 1): string {
  const query = new URLSearchParams();
  if (status !== 'open') query.set('status', status);
  if (page > 1) query.set('page', String(page));
  const search = query.toString();
  return search ? `${ADMIN_REPORTS_PATH}?${search}` : ADMIN_REPORTS_PATH;
}

/** The reported content's page: the review, the photo in the gallery, else the campground. */
export function targetPath(target: ReportTargetSummary): string {
  switch (target.type) {
    case 'review':
      return reviewPath(target.campground, target.id);
    case 'photo':
      return mediaPath(target.campground, target.id);
    default:
      return campgroundPath(target.campground);
  }
}
