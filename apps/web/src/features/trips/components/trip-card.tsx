import { formatCents, formatStayDate } from '@campwise/domain';
import Link from 'next/link';
import type { Reservation } from '@/features/checkout/reservation';
import { tripStatusLabel } from '../trip-status';
import styles from './trips.module.css';

/** One stay in the trips list, linking to its page. */
export function TripCard({ trip }: { trip: Reservation }) {
  return (
    <li className={styles.card}>
      <Link href={`/account/trips/${encodeURIComponent(trip.id)}`} className={styles.cardLink}>
        <span className={styles.cardTitle}>{trip.campgroundName ?? 'Campground'}</span>
        <span className={styles.cardFacts}>
          {trip.siteName ?? ''}
          {trip.startDate && trip.endDate
            ? `${trip.siteName ? ' · ' : ''}${formatStayDate(trip.startDate)} – ${formatStayDate(trip.endDate)}`
            : ''}
        </span>
      </Link>
      <span className={styles.cardSide}>
        <span className={`${styles.status} ${styles[trip.status] ?? ''}`}>{tripStatusLabel(trip.status)}</span>
        {trip.totalCents !== null && <span className={styles.cardPrice}>{formatCents(trip.totalCents)}</span>}
      </span>
    </li>
  );
}
