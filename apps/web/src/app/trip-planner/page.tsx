import type { Metadata } from 'next';
import { TripPlannerView } from '@/features/trip-planner/components/trip-planner-view';
import { serverConfig } from '@/lib/config.server';

export const metadata: Metadata = {
  title: 'Trip planner',
  description:
    'Plan a road trip: your route, the campgrounds along it within the detour you choose, one for each night, and each day’s drive.',
  alternates: { canonical: '/trip-planner' },
};

export default function TripPlannerPage() {
  return <TripPlannerView plan={null} styleUrl={serverConfig.browser.mapStyleUrl} />;
}
