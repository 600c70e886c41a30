import type { Metadata } from 'next';
import { cache } from 'react';
import { SharedTripPlanView } from '@/features/trip-planner/components/shared-trip-plan-view';
import { loadSharedTripPlan } from '@/features/trip-planner/shared-trip-plan.server';
import { serverConfig } from '@/lib/config.server';

// A withdrawn link must stop working at once: read per request, never cached.
export const dynamic = 'force-dynamic';

// Read once per request for both the title and the page.
const loadPlan = cache(loadSharedTripPlan);

interface SharedTripPageProps {
  params: Promise<{ token: string }>;
}

export async function generateMetadata({ params }: SharedTripPageProps): Promise<Metadata> {
  const plan = await loadPlan((await params).token);
  return { title: plan.name, robots: { index: false } };
}

export default async function SharedTripPage({ params }: SharedTripPageProps) {
  const plan = await loadPlan((await params).token);
  return <SharedTripPlanView plan={plan} styleUrl={serverConfig.browser.mapStyleUrl} />;
}
