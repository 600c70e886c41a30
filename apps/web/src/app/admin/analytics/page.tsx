import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { loadAnalyticsSummary, summaryRangeFromQuery } from '@/features/admin/admin-analytics-api.server';
import { AdminAnalytics } from '@/features/admin/components/admin-analytics';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError } from '@/lib/api-client.server';

export const metadata: Metadata = {
  title: 'Analytics',
  robots: { index: false },
};

/** First-party analytics: events per day, sign-up to PRO, experiment results. Admins only; not found for anyone else. */
export default async function AdminAnalyticsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const query = await searchParams;
  const session = await requireSession(pathWithQuery('/admin/analytics', query));
  if (!session.user.admin) notFound();
  let problem: string | null = null;
  let summary;
  try {
    summary = await loadAnalyticsSummary(session.accessToken, summaryRangeFromQuery(query));
  } catch (error) {
    // A range the API refuses (more than a year, say) is said on the page, with the default range.
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    problem = error.message;
    summary = await loadAnalyticsSummary(session.accessToken, {});
  }
  return (
    <div className="page">
      <h1>Analytics</h1>
      <FormAlert tone="error" messages={problem ? [problem] : []} />
      <AdminAnalytics summary={summary} />
    </div>
  );
}
