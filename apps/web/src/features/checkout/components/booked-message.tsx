import { formatCents } from '@campwise/domain';
import type { Reservation } from '../reservation';
import styles from './checkout.module.css';

/** The headline of a paid reservation: booked, or a request waiting for the campground. */
export function BookedMessage({ reservation }: { reservation: Reservation }) {
  if (reservation.status === 'pending') {
    const amount = reservation.totalCents === null ? 'The total' : formatCents(reservation.totalCents);
    return (
      <div className={styles.booked} role="status">
        <h2 className={styles.bookedTitle}>Request sent</h2>
        <p>
          {amount} is held on your card, not charged, until {reservation.campgroundName ?? 'the campground'} answers
          within 24 hours. We will email you either way.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.booked} role="status">
      <h2 className={styles.bookedTitle}>You&apos;re booked!</h2>
      <p>
        {reservation.email
          ? `We sent the confirmation to ${reservation.email}.`
          : 'Your confirmation is on its way by email.'}
      </p>
    </div>
  );
}
