import type { Metadata } from 'next';
import { type AlertExample, loadAlertExamples } from '@/features/alerts/alert-examples.server';
import { AlertsLanding } from '@/features/alerts/components/alerts-landing';

// Per request: the examples are campgrounds bookable now, in the coming month.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: 'Alerts for sold-out campsites',
  description:
    'Set an alert for a sold-out campground and your dates; Campwise tells you within seconds when a site opens up.',
};

export default async function AlertsPage() {
  // The examples are a bonus: the page still explains alerts when the list cannot be read.
  const examples: AlertExample[] = await loadAlertExamples().catch(() => []);
  return <AlertsLanding examples={examples} />;
}
