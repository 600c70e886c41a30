'use client';

// A saved plan (/trip-planner/{id}), read as its owner and opened in the planner to change.
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { ApiError, errorMessages } from '@/lib/api-client';
import type { TripPlan } from '../trip-plan-records';
import { findTripPlan } from '../trip-plans-api';
import styles from './trip-planner.module.css';
import { TripPlannerView } from './trip-planner-view';

type Loaded = { state: 'loading' } | { state: 'ready'; plan: TripPlan } | { state: 'failed'; message: string };

export function SavedTripPlanner({ id, styleUrl }: { id: string; styleUrl: string | null }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    findTripPlan(id)
      .then((plan) => {
        if (!cancelled) setLoaded({ state: 'ready', plan });
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        const message =
          error instanceof ApiError && error.status === 404
            ? 'This trip was not found: it may have been deleted, or it belongs to another account.'
            : (errorMessages(error)[0] ?? 'The trip could not be loaded.');
        setLoaded({ state: 'failed', message });
      });
    return () => {
      cancelled = true;
    };
  }, [id]);

  if (loaded.state === 'ready') return <TripPlannerView key={loaded.plan.id} plan={loaded.plan} styleUrl={styleUrl} />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your trip</h1>
      {loaded.state === 'loading' ? (
        <p className={styles.note}>Loading your trip…</p>
      ) : (
        <>
          <p className={styles.error} role="alert">
            {loaded.message}
          </p>
          <p>
            <Link href="/trip-planner">Plan a new trip</Link>
          </p>
        </>
      )}
    </div>
  );
}
