'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { AddToCalendar } from '@/features/checkout/components/add-to-calendar';
import { PriceLines } from '@/features/checkout/components/price-lines';
import { StaySummary } from '@/features/checkout/components/stay-summary';
import type { Reservation } from '@/features/checkout/reservation';
import { cancelReservation, loadReservation } from '@/features/checkout/reservations-api';
import { reservationsApi } from '@/features/checkout/reservations-session';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { cancelledSentence, refundSentence, tripStatusLabel } from '../trip-status';
import styles from './trips.module.css';

/** /account/trips/{id}: the stay, its price lines and status, and cancelling within the policy. */
export function TripView({ reservationId }: { reservationId: string }) {
  const { openOverlay } = useOverlays();
  const [trip, setTrip] = useState<Reservation | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [cancelled, setCancelled] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    reservationsApi()
      .then((api) => loadReservation(api, reservationId))
      .then(
        (loaded) => live && setTrip(loaded),
        (error: unknown) => live && setErrors(errorMessages(error)),
      );
    return () => {
      live = false;
    };
  }, [reservationId]);

  const askToCancel = useCallback(
    (current: Reservation) =>
      openOverlay('confirmation', {
        title: 'Cancel reservation?',
        message: refundSentence(current),
        confirmLabel: 'Cancel reservation',
        busyLabel: 'Cancelling…',
        cancelLabel: 'Keep it',
        onConfirm: async () => {
          const done = await cancelReservation(await reservationsApi(), current.id);
          setTrip(done);
          setCancelled(cancelledSentence(done));
        },
      }),
    [openOverlay],
  );

  return (
    <div className={`page ${styles.page}`}>
      <p className={styles.back}>
        <Link href="/account/trips">All trips</Link>
      </p>
      <h1 className={styles.title}>{trip?.campgroundName ?? 'Your trip'}</h1>
      <FormAlert tone="error" messages={errors} />
      {!trip && errors.length === 0 && <p role="status">Loading your trip…</p>}
      {trip && (
        <section className={styles.panel} aria-label="Trip details" data-testid="trip">
          <p className={styles.statusLine}>
            Status:{' '}
            <span className={`${styles.status} ${styles[trip.status] ?? ''}`}>{tripStatusLabel(trip.status)}</span>
          </p>
          <FormAlert tone="success" messages={cancelled ? [cancelled] : []} />
          <StaySummary reservation={trip} />
          <PriceLines reservation={trip} />
          {trip.cancellationPolicy && <p className={styles.note}>Cancellation policy: {trip.cancellationPolicy}</p>}
          <div className={styles.actions}>
            {(trip.status === 'confirmed' || trip.status === 'pending') && <AddToCalendar reservation={trip} />}
            {trip.cancellationRefundCents !== null && (
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.dangerOutline}`}
                onClick={() => askToCancel(trip)}
              >
                Cancel reservation
              </button>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
