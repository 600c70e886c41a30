import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { TripView } from '@/features/trips/components/trip-view';

export const metadata: Metadata = {
  title: 'Your trip',
  robots: { index: false },
};

interface TripPageProps {
  params: Promise<{ reservationId: string }>;
  searchParams: Promise<SearchParams>;
}

export default async function TripPage({ params, searchParams }: TripPageProps) {
  const { reservationId } = await params;
  await requireSession(pathWithQuery(`/account/trips/${encodeURIComponent(reservationId)}`, await searchParams));
  return <TripView reservationId={reservationId} />;
}
