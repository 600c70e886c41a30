import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { MyAlertsView } from '@/features/alerts/components/my-alerts-view';

export const metadata: Metadata = {
  title: 'Your alerts',
  robots: { index: false },
};

export default async function MyAlertsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession(pathWithQuery('/alerts/my-alerts', await searchParams));
  return <MyAlertsView />;
}
