'use client';

import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import type { Reservation } from '@/features/checkout/reservation';
import { listTrips } from '@/features/checkout/reservations-api';
import { reservationsApi } from '@/features/checkout/reservations-session';
import { errorMessages } from '@/lib/api-client';
import { TripCard } from './trip-card';
import styles from './trips.module.css';

interface Trips {
  upcoming: Reservation[];
  past: Reservation[];
}

/** /account/trips: the camper's upcoming stays (soonest first) and past ones (latest first). */
export function TripsView() {
  const [trips, setTrips] = useState<Trips | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    reservationsApi()
      .then((api) => Promise.all([listTrips(api, 'upcoming'), listTrips(api, 'past')]))
      .then(
        ([upcoming, past]) => live && setTrips({ upcoming, past }),
        (error: unknown) => live && setErrors(errorMessages(error)),
      );
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Your trips</h1>
      <FormAlert tone="error" messages={errors} />
      {!trips && errors.length === 0 && <p role="status">Loading your trips…</p>}
      {trips && (
        <>
          <section aria-labelledby="upcoming-heading" className={styles.section}>
            <h2 id="upcoming-heading" className={styles.sectionTitle}>
              Upcoming
            </h2>
            {trips.upcoming.length === 0 ? (
              <p className={styles.note}>No upcoming stays. Find a campground and book a site to see it here.</p>
            ) : (
              <ul className={styles.list}>
                {trips.upcoming.map((trip) => (
                  <TripCard key={trip.id} trip={trip} />
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="past-heading" className={styles.section}>
            <h2 id="past-heading" className={styles.sectionTitle}>
              Past
            </h2>
            {trips.past.length === 0 ? (
              <p className={styles.note}>No past stays yet.</p>
            ) : (
              <ul className={styles.list}>
                {trips.past.map((trip) => (
                  <TripCard key={trip.id} trip={trip} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
