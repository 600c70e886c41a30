'use client';

import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { HOLD_EXPIRED_TEXT } from '../hold-countdown';
import type { Reservation } from '../reservation';
import { useStartCheckout } from '../start-checkout';
import styles from './checkout.module.css';

/** The hold ran out: say so, and offer a new checkout for the same site and dates. */
export function HoldExpired({ reservation }: { reservation: Reservation }) {
  const { startCheckout, pending, error } = useStartCheckout();
  return (
    <section className={styles.panel} aria-labelledby="hold-expired-heading" data-testid="hold-expired">
      <h2 id="hold-expired-heading" className={styles.panelTitle}>
        Your hold has expired
      </h2>
      <p>{HOLD_EXPIRED_TEXT}</p>
      <FormAlert tone="error" messages={error ? [error.message] : []} />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonStyles.button}
          disabled={pending !== null}
          onClick={() =>
            startCheckout({
              campgroundId: reservation.campgroundId,
              siteId: reservation.siteId,
              startDate: reservation.startDate,
              endDate: reservation.endDate,
            })
          }
        >
          {pending ? 'Starting again…' : 'Start again'}
        </button>
      </div>
    </section>
  );
}
