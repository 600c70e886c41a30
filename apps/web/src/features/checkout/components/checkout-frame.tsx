'use client';

import Link from 'next/link';
import type { ReactNode } from 'react';
import type { Reservation } from '../reservation';
import { useCheckout } from './checkout-provider';
import styles from './checkout.module.css';

/** The campground page, with the stay's dates so its sites show priced for them again. */
function campgroundPath(reservation: Reservation): string | null {
  const { regionSlug, campgroundSlug, startDate, endDate } = reservation;
  if (!regionSlug || !campgroundSlug) return null;
  const dates = startDate && endDate ? `?${new URLSearchParams({ 'start-date': startDate, 'end-date': endDate })}` : '';
  return `/camping/${encodeURIComponent(regionSlug)}/${encodeURIComponent(campgroundSlug)}${dates}`;
}

export interface CheckoutFrameProps {
  /** Shown when the campground's inventory is the seeded demo (the sites feature's notice). */
  demoNotice: ReactNode;
  children: ReactNode;
}

/** Around every page of one checkout: which campground it books, and the demo notice. */
export function CheckoutFrame({ demoNotice, children }: CheckoutFrameProps) {
  const { reservation } = useCheckout();
  const back = reservation ? campgroundPath(reservation) : null;
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <p className={styles.eyebrow}>Book your stay</p>
        <h1 className={styles.title}>{reservation?.campgroundName ?? 'Your reservation'}</h1>
        {back && (
          <Link href={back} className={styles.backLink} prefetch={false}>
            Back to the campground
          </Link>
        )}
      </header>
      {reservation?.demoInventory && <div className={styles.notice}>{demoNotice}</div>}
      {children}
    </div>
  );
}
