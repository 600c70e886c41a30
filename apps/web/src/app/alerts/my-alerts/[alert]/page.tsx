import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { AlertDetailView } from '@/features/alerts/components/alert-detail-view';

export const metadata: Metadata = {
  title: 'Your alert',
  robots: { index: false },
};

interface AlertPageProps {
  params: Promise<{ alert: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function AlertPage({ params, searchParams }: AlertPageProps) {
  const { alert } = await params;
  await requireSession(pathWithQuery(`/alerts/my-alerts/${encodeURIComponent(alert)}`, await searchParams));
  return <AlertDetailView alertId={alert} />;
}
