'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { GetProButton } from '@/features/pro/components/get-pro-button';
import { useProUpsell } from '@/features/pro/use-pro-upsell';

interface ProCtaProps {
  className?: string;
  label?: string;
  /** Open the checkout as soon as a signed-in free member arrives (the checkout pages). */
  openOnArrival?: boolean;
}

/**
 * The PRO pages' way into checkout: 'Get PRO' for visitors and free members, the account page for
 * members who already have PRO.
 */
export function ProCta({ className, label = 'Get PRO', openOnArrival = false }: ProCtaProps) {
  const { status, isPro } = useCurrentUser();
  const { openProUpsell } = useProUpsell();
  const opened = useRef(false);

  useEffect(() => {
    if (!openOnArrival || opened.current || status !== 'authenticated' || isPro) return;
    opened.current = true;
    // The checkout pages are the pitch: straight on, whatever pro-upgrade-modal variant.
    openProUpsell({ pitched: true });
  }, [openOnArrival, status, isPro, openProUpsell]);

  if (isPro) {
    return (
      <Link href="/account" className={className} prefetch={false}>
        You&apos;re PRO — manage your membership
      </Link>
    );
  }
  return <GetProButton className={className}>{label}</GetProButton>;
}
