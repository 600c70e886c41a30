'use client';

import { formatStayDate, pluralNights, daysBetween } from '@campwise/domain';
import Link from 'next/link';
import { useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import type { Alert, AlertOpening } from '../alert-records';
import { deliveryText, formatMoment, openingReasonText } from '../alert-text';
import { findAlert, listOpenings } from '../alerts-api';
import { useBookOpening } from '../use-book-opening';
import { AlertCard } from './alert-card';
import styles from './alerts.module.css';

interface Loaded {
  alert: Alert | null;
  openings: AlertOpening[];
  total: number;
}

/** /alerts/my-alerts/{alert}: the alert, and each time nights came free with who was told how. */
export function AlertDetailView({ alertId }: { alertId: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const { status, book } = useBookOpening();

  useEffect(() => {
    let live = true;
    Promise.all([findAlert(alertId), listOpenings(alertId)]).then(
      ([alert, openings]) => live && setLoaded({ alert, ...openings }),
      (error: unknown) => live && setErrors(errorMessages(error)),
    );
    return () => {
      live = false;
    };
  }, [alertId]);

  const alert = loaded?.alert ?? null;
  return (
    <div className={`page ${styles.page}`}>
      <p>
        <Link href="/alerts/my-alerts">← Your alerts</Link>
      </p>
      <h1 className={styles.title}>{alert?.campground ? `Alert at ${alert.campground.name}` : 'Alert'}</h1>
      <FormAlert tone="error" messages={errors} />
      {!loaded && errors.length === 0 && <p role="status">Loading the alert…</p>}
      {loaded && loaded.alert === null && (
        <p className={styles.muted}>
          This alert is deleted. <Link href="/alerts/my-alerts">See your alerts</Link>.
        </p>
      )}
      {alert && (
        <ul className={styles.list}>
          <AlertCard
            alert={alert}
            showHistory={false}
            onChanged={(next) => setLoaded((current) => current && { ...current, alert: next })}
            onDeleted={() => setLoaded((current) => current && { ...current, alert: null })}
          />
        </ul>
      )}
      {alert && loaded && (
        <section className={styles.section} aria-labelledby="openings-heading">
          <h2 id="openings-heading" className={styles.sectionTitle}>
            Openings
          </h2>
          {loaded.openings.length === 0 ? (
            <p className={styles.muted}>
              No nights have come free for this alert yet. When they do, they are listed here with how we told you.
            </p>
          ) : (
            <ul className={styles.openings} data-testid="alert-openings">
              {loaded.openings.map((opening) => (
                <li key={opening.id} className={styles.card} data-testid="alert-opening">
                  <div className={styles.cardMain}>
                    <h3 className={styles.cardTitle}>
                      {opening.siteName}: {formatStayDate(opening.startDate)} – {formatStayDate(opening.endDate)} (
                      {pluralNights(daysBetween(opening.startDate, opening.endDate))})
                    </h3>
                    <p className={styles.cardLine}>
                      {openingReasonText(opening.reason)}, {formatMoment(opening.createdAt)}.{' '}
                      {opening.stillAvailable ? 'Still free.' : 'Booked again since.'}
                    </p>
                    {opening.deliveries.length > 0 && (
                      <ul className={styles.deliveries} aria-label="How you were told">
                        {opening.deliveries.map((delivery) => (
                          <li key={delivery.channel}>
                            {deliveryText(delivery)}, {formatMoment(delivery.createdAt)}
                          </li>
                        ))}
                      </ul>
                    )}
                    {status.state !== 'idle' && status.state !== 'booking' && status.openingId === opening.id && (
                      <p role="alert">{status.message}</p>
                    )}
                  </div>
                  {opening.stillAvailable && (
                    <div className={styles.cardActions}>
                      <button
                        type="button"
                        className={buttonStyles.button}
                        disabled={status.state === 'booking'}
                        onClick={() => void book(opening.id)}
                      >
                        {status.state === 'booking' && status.openingId === opening.id
                          ? 'Opening checkout…'
                          : 'Book it now'}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )}
          {loaded.total > loaded.openings.length && (
            <p className={styles.muted}>
              The latest {loaded.openings.length} of {loaded.total} openings are shown.
            </p>
          )}
        </section>
      )}
    </div>
  );
}
