'use client';

// The trip planner's PRO upgrade overlay (named neutrally, like alerts-pro-upgrade): a member
// without PRO who presses Save learns what saving adds and is offered the PRO trial. The plan on
// the page is kept in the tab (draft storage), so buying PRO and coming back does not lose it.
import { ProUpgradeModal } from '@/features/pro/components/pro-upgrade-modal';

/** The words of the API's 403 pro-required (docs/api-trip-plans.md). */
export const TRIP_PLANS_PRO_REQUIRED = 'Saving trips is a Campwise PRO feature.';

const BENEFITS = [
  'Save as many trips as you like, rename them and come back to change them.',
  'Share a read-only link with the people you travel with.',
  'Print the plan: each night, its campground and the day’s drive.',
  'Book a night straight from the plan where the campground takes bookings.',
] as const;

export function TripPlannerProUpgradeOverlay({ onClose }: { onClose: () => void }) {
  return (
    <ProUpgradeModal
      source="trip-planner-pro-upgrade"
      title="Save your trip with PRO"
      required={TRIP_PLANS_PRO_REQUIRED}
      pitch="Everyone can plan a route and find campgrounds along it; PRO members keep their plans."
      benefits={BENEFITS}
      onClose={onClose}
    />
  );
}
