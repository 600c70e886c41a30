import type { Metadata } from 'next';
import type { SearchParams } from '@/features/auth/auth-page-query';
import { requireSession } from '@/features/auth/require-session.server';
import { pathWithQuery } from '@/features/auth/sign-in-path';
import { OpeningView } from '@/features/alerts/components/opening-view';

export const metadata: Metadata = {
  title: 'Book the open nights',
  robots: { index: false },
};

interface OpeningPageProps {
  params: Promise<{ opening: string }>;
  searchParams: Promise<SearchParams>;
}

/** The link in alert emails, pushes and the bell: a signed-out member signs in and comes back here. */
export default async function OpeningPage({ params, searchParams }: OpeningPageProps) {
  const { opening } = await params;
  await requireSession(pathWithQuery(`/alerts/openings/${encodeURIComponent(opening)}`, await searchParams));
  return <OpeningView openingId={opening} />;
}
