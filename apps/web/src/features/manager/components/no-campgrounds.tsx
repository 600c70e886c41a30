'use client';

import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import { useManager } from '../manager-context';
import styles from './manager.module.css';

const OPEN_STATES: Record<string, string> = {
  unverified: 'waiting for you to verify it',
  pending: 'waiting for our review',
};

/** A signed-in user who manages nothing yet: how to claim, and the claims already on the way. */
export function NoCampgrounds() {
  const { claims } = useManager();
  const open = claims.filter((claim) => OPEN_STATES[claim.status]);
  return (
    <section className={styles.state} aria-labelledby="no-campgrounds-heading">
      <h2 id="no-campgrounds-heading">You don't manage a campground yet</h2>
      <p>
        Own or run a campground? Claim its listing to edit its details, take bookings and manage reservations here. Find
        it by name, prove it is yours, and we approve the claim.
      </p>
      {open.length > 0 && (
        <>
          <p>Your claims in progress:</p>
          <ul className={styles.list}>
            {open.map((claim) => (
              <li key={claim.id} className={styles.row}>
                <span className={styles.rowTitle}>{claim.campgroundName ?? `Campground ${claim.campgroundId}`}</span>
                <span className={styles.rowMeta}>{OPEN_STATES[claim.status]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.actions}>
        <Link href="/claim" prefetch={false} className={buttonStyles.button}>
          Claim your campground
        </Link>
        <Link href="/claim/properties" prefetch={false} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          Your claims
        </Link>
      </div>
    </section>
  );
}
