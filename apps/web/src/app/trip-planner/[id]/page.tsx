import type { Metadata } from 'next';
import { requireSession } from '@/features/auth/require-session.server';
import { SavedTripPlanner } from '@/features/trip-planner/components/saved-trip-planner';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Your trip',
  robots: { index: false },
};

export default async function SavedTripPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  await requireSession(`/trip-planner/${encodeURIComponent(id)}`);
  return <SavedTripPlanner id={id} styleUrl={serverConfig.browser.mapStyleUrl} />;
}
