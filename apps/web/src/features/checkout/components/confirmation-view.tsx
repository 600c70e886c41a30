'use client';

import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { checkoutStepPath, firstCheckoutStep } from '../checkout-steps';
import { AddToCalendar } from './add-to-calendar';
import { BookedMessage } from './booked-message';
import { useCheckout } from './checkout-provider';
import { PriceLines } from './price-lines';
import { StaySummary } from './stay-summary';
import styles from './checkout.module.css';

const PAID = new Set(['pending', 'confirmed']);

/** /checkout/{id}/confirmation: 'You're booked!' or 'Request sent', the stay, the calendar file. */
export function ConfirmationView() {
  const { reservation, loadErrors } = useCheckout();
  if (!reservation) {
    return loadErrors.length > 0 ? (
      <FormAlert tone="error" messages={loadErrors} />
    ) : (
      <p role="status" className={styles.loading}>
        Loading your reservation…
      </p>
    );
  }
  if (!PAID.has(reservation.status)) {
    return (
      <div className={styles.panel}>
        <p>
          {reservation.status === 'draft'
            ? 'This reservation is not paid yet.'
            : `This reservation is ${reservation.status}.`}
        </p>
        {reservation.status === 'draft' && (
          <Link href={checkoutStepPath(reservation.id, firstCheckoutStep(reservation.informationFields))}>
            Continue booking
          </Link>
        )}
      </div>
    );
  }
  const tripPath = `/account/trips/${encodeURIComponent(reservation.id)}`;
  return (
    <section className={styles.panel} aria-label="Confirmation" data-testid="confirmation">
      <BookedMessage reservation={reservation} />
      <StaySummary reservation={reservation} />
      <PriceLines reservation={reservation} />
      <div className={styles.actions}>
        <AddToCalendar reservation={reservation} />
        <Link href={tripPath} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
          View this trip
        </Link>
        <Link href="/account/trips" className={buttonStyles.button}>
          See all your trips
        </Link>
      </div>
    </section>
  );
}
