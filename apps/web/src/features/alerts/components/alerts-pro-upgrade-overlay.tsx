'use client';

// The alerts-pro-upgrade overlay (spec section 2, named neutrally): a member without PRO who asks
// for an alert learns what alerts do and is offered the PRO trial, as every PRO upsell does.
import { ProUpgradeModal } from '@/features/pro/components/pro-upgrade-modal';

/** The words of the API's 403 pro-required (docs/api-alerts.md). */
export const ALERTS_PRO_REQUIRED = 'Alerts are a Campwise PRO feature.';

const BENEFITS = [
  'Exact dates, or any number of nights within a range, weekends only if you like.',
  'A whole campground, one type of site, or the one site you want.',
  'Told within seconds, on the bell, by email and by push notification.',
  'One tap from the alert to checkout, with your dates filled in.',
] as const;

export function AlertsProUpgradeOverlay({ onClose }: { onClose: () => void }) {
  return (
    <ProUpgradeModal
      source="alerts-pro-upgrade"
      title="Snag sold-out campsites"
      required={ALERTS_PRO_REQUIRED}
      pitch="Tell us the campground and your dates, and we let you know the moment a site opens up."
      benefits={BENEFITS}
      onClose={onClose}
    />
  );
}
