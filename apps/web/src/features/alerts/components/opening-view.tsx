'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { useBookOpening } from '../use-book-opening';
import { alertPath } from './alert-card';
import styles from './alerts.module.css';

/**
 * /alerts/openings/{opening}, the link in every email, push and bell notification: books the
 * opening for the signed-in member at once and opens checkout with the site and dates filled in.
 */
export function OpeningView({ openingId }: { openingId: string }) {
  const { status, book } = useBookOpening();
  const started = useRef(false);

  useEffect(() => {
    // Once: React's development double effect must not ask for the site twice.
    if (started.current) return;
    started.current = true;
    void book(openingId);
  }, [book, openingId]);

  const done = status.state === 'taken' || status.state === 'failed';
  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>{status.state === 'taken' ? 'These nights are taken' : 'Your alert'}</h1>
      {!done && <p role="status">Holding the site for you and opening checkout…</p>}
      {done && (
        <>
          <p role="alert">{status.message}</p>
          <p>
            {status.state === 'taken' && status.alertId ? (
              <Link href={alertPath(status.alertId)}>Back to your alert</Link>
            ) : (
              <Link href="/alerts/my-alerts">See your alerts</Link>
            )}
          </p>
        </>
      )}
    </div>
  );
}
