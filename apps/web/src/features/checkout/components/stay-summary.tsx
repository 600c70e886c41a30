import { formatStayDate, pluralNights } from '@campwise/domain';
import type { Reservation } from '../reservation';
import { equipmentLabel } from '../vehicle-form';
import styles from './checkout.module.css';

function guests(adults: number | null, children: number | null): string | null {
  if (adults === null) return null;
  const grown = adults === 1 ? '1 adult' : `${adults} adults`;
  if (!children) return grown;
  return `${grown}, ${children === 1 ? '1 child' : `${children} children`}`;
}

/** Where, when and who: the facts of a stay, for review, confirmation and the trip page. */
export function StaySummary({ reservation }: { reservation: Reservation }) {
  const party = guests(reservation.adults, reservation.children);
  return (
    <dl className={styles.facts} data-testid="stay-summary">
      <div>
        <dt>Campground</dt>
        <dd>{reservation.campgroundName ?? '—'}</dd>
      </div>
      <div>
        <dt>Site</dt>
        <dd>
          {reservation.siteName ?? '—'}
          {reservation.siteTypeName ? ` · ${reservation.siteTypeName}` : ''}
        </dd>
      </div>
      <div>
        <dt>Dates</dt>
        <dd>
          {reservation.startDate && reservation.endDate
            ? `${formatStayDate(reservation.startDate)} – ${formatStayDate(reservation.endDate)}`
            : 'Not chosen yet'}
          {reservation.nights ? ` (${pluralNights(reservation.nights)})` : ''}
        </dd>
      </div>
      {(reservation.checkInTime || reservation.checkOutTime) && (
        <div>
          <dt>Check-in / out</dt>
          <dd>
            {[
              reservation.checkInTime ? `In from ${reservation.checkInTime}` : null,
              reservation.checkOutTime ? `out by ${reservation.checkOutTime}` : null,
            ]
              .filter(Boolean)
              .join(', ')}
          </dd>
        </div>
      )}
      {party && (
        <div>
          <dt>Guests</dt>
          <dd>{party}</dd>
        </div>
      )}
      {reservation.name && (
        <div>
          <dt>Contact</dt>
          <dd>{[reservation.name, reservation.email, reservation.phone].filter(Boolean).join(' · ')}</dd>
        </div>
      )}
      {reservation.equipment && (
        <div>
          <dt>Vehicle</dt>
          <dd>
            {equipmentLabel(reservation.equipment)}
            {reservation.vehicleLengthFt ? `, ${reservation.vehicleLengthFt} ft` : ''}
          </dd>
        </div>
      )}
    </dl>
  );
}
