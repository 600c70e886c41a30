'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { PushToggle } from '@/features/push/components/push-toggle';
import { errorMessages } from '@/lib/api-client';
import type { Alert } from '../alert-records';
import { listAlerts } from '../alerts-api';
import { AlertCard } from './alert-card';
import styles from './alerts.module.css';

/** /alerts/my-alerts: the member's alerts, newest first, each with its actions. */
export function MyAlertsView() {
  const [alerts, setAlerts] = useState<Alert[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    listAlerts().then(
      (page) => live && setAlerts(page.alerts),
      (error: unknown) => live && setErrors(errorMessages(error)),
    );
    return () => {
      live = false;
    };
  }, []);

  const changed = (alert: Alert) =>
    setAlerts((list) => list?.map((item) => (item.id === alert.id ? alert : item)) ?? null);
  const deleted = (id: string) => setAlerts((list) => list?.filter((item) => item.id !== id) ?? null);

  return (
    <div className={`page ${styles.page}`}>
      <div className={styles.headerRow}>
        <div>
          <h1 className={styles.title}>Your alerts</h1>
          <p className={styles.lead}>We tell you as soon as nights you are watching come free.</p>
        </div>
        <Link href="/alerts">How alerts work</Link>
      </div>
      <section className={styles.pushBox} aria-labelledby="push-heading">
        <h2 id="push-heading" className={styles.sectionTitle}>
          Notifications on this device
        </h2>
        <PushToggle />
      </section>
      <FormAlert tone="error" messages={errors} />
      {!alerts && errors.length === 0 && <p role="status">Loading your alerts…</p>}
      {alerts && alerts.length === 0 && (
        <p className={styles.muted}>
          No alerts yet. Open a campground, choose your dates and press Set an alert when they are sold out, or{' '}
          <Link href="/alerts">start from a campground you can watch now</Link>.
        </p>
      )}
      {alerts && alerts.length > 0 && (
        <ul className={styles.list} aria-label="Your alerts">
          {alerts.map((alert) => (
            <AlertCard key={alert.id} alert={alert} onChanged={changed} onDeleted={deleted} />
          ))}
        </ul>
      )}
    </div>
  );
}
