'use client';

// After a PRO pitch (the pro-upgrade-modal experiment's b, c and d): the step the upsell would
// have opened at once, the sign-up in PRO mode for a visitor or the checkout for a member.
import { useCallback } from 'react';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { UpsellView } from './upsell-decision';

export interface UpsellNext {
  view: UpsellView;
  redirect: string | null;
}

export function useUpsellNext(): (next: UpsellNext) => void {
  const { openOverlay } = useOverlays();
  return useCallback(
    ({ view, redirect }: UpsellNext) => {
      if (view === 'pro-checkout') openOverlay('pro-checkout', { redirect });
      else openOverlay('sign-in-sign-up-upsell', { view, pro: { redirect } });
    },
    [openOverlay],
  );
}
