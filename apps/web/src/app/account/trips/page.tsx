import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { TripsView } from '@/features/trips/components/trips-view';

export const metadata: Metadata = {
  title: 'Your trips',
  robots: { index: false },
};

export default async function TripsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireSession(pathWithQuery('/account/trips', await searchParams));
  return <TripsView />;
}
