import { REPORT_STATUSES, type ReportStatus } from '@campwise/domain';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { AdminReports } from '@/features/moderation/components/admin-reports';

export const metadata: Metadata = {
  title: 'Reports',
  robots: { index: false },
};

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The moderation queue. Signed out: sign in first (an admin's link from an email should work).
 * Signed in without admin rights: not found, so the page does not advertise itself.
 */
export default async function AdminReportsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const session = await requireSession(pathWithQuery('/admin/reports', query));
  if (!session.user.admin) notFound();

  const rawStatus = first(query.status) ?? 'open';
  const status = (REPORT_STATUSES as readonly string[]).includes(rawStatus) ? (rawStatus as ReportStatus) : 'open';
  const page = Math.max(1, Math.min(100_000, Number.parseInt(first(query.page) ?? '1', 10) || 1));

  return (
    <div className="page">
      <h1>Reports</h1>
      <AdminReports key={`${status}-${page}`} status={status} page={page} />
    </div>
  );
}
