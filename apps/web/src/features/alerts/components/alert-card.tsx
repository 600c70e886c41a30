'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import type { Alert } from '../alert-records';
import { ALERT_STATUS_TEXT, alertTargetText, alertWindowText, formatMoment } from '../alert-text';
import { deleteAlert, updateAlert } from '../alerts-api';
import styles from './alerts.module.css';

export interface AlertCardProps {
  alert: Alert;
  onChanged: (alert: Alert) => void;
  onDeleted: (id: string) => void;
  /** False on the alert's own page, where its history is shown below. */
  showHistory?: boolean;
}

export function alertPath(id: string): string {
  return `/alerts/my-alerts/${encodeURIComponent(id)}`;
}

/** What the alert watches, when, its status and last opening. */
export function AlertSummary({ alert, headingLevel = 2 }: { alert: Alert; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const name = alert.campground?.name ?? 'A campground no longer listed';
  return (
    <div className={styles.cardMain}>
      <Heading className={styles.cardTitle}>
        <span className={styles.status} data-status={alert.status}>
          {ALERT_STATUS_TEXT[alert.status]}
        </span>
        {alert.campground ? <Link href={alert.campground.path}>{name}</Link> : name}
      </Heading>
      <p className={styles.cardLine}>
        {alertTargetText(alert)} · {alertWindowText(alert)}
      </p>
      <p className={styles.muted}>
        {alert.lastOpeningAt
          ? `Last opening ${formatMoment(alert.lastOpeningAt)} · ${alert.openingCount === 1 ? '1 opening' : `${alert.openingCount} openings`} so far`
          : 'No openings yet'}
      </p>
      {alert.watching === 'not-bookable' && (
        <p className={styles.muted}>
          This campground does not take bookings on Campwise: the alert fires if it starts taking them here.
        </p>
      )}
    </div>
  );
}

/** One alert in my-alerts, with pause or resume, edit, delete (confirmed) and its history. */
export function AlertCard({ alert, onChanged, onDeleted, showHistory = true }: AlertCardProps) {
  const { openOverlay } = useOverlays();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = alert.campground?.name ?? 'this campground';

  const setStatus = async (status: 'active' | 'paused') => {
    setBusy(true);
    setError(null);
    try {
      onChanged(await updateAlert(alert.id, { status }));
    } catch (failure) {
      setError(errorMessages(failure)[0] ?? null);
    } finally {
      setBusy(false);
    }
  };

  const edit = () =>
    openOverlay('alert-form', {
      campground: { id: alert.campground?.id ?? '', name: alert.campground?.name ?? name },
      alert,
      onSaved: onChanged,
    });

  const remove = () =>
    openOverlay('delete', {
      title: 'Delete this alert?',
      message: `We stop watching ${name} for ${alertWindowText(alert)}. Its history goes with it.`,
      confirmLabel: 'Delete alert',
      busyLabel: 'Deleting…',
      cancelLabel: 'Keep it',
      onConfirm: async () => {
        await deleteAlert(alert.id);
        onDeleted(alert.id);
      },
    });

  return (
    <li className={styles.card} data-testid="alert-card" data-status={alert.status}>
      <AlertSummary alert={alert} />
      <div className={styles.cardActions}>
        {showHistory && (
          <Link href={alertPath(alert.id)} className={styles.linkButton} aria-label={`History of the alert at ${name}`}>
            History
          </Link>
        )}
        {alert.status === 'active' && (
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => void setStatus('paused')}>
            Pause
          </button>
        )}
        {alert.status === 'paused' && (
          <button type="button" className={styles.linkButton} disabled={busy} onClick={() => void setStatus('active')}>
            Resume
          </button>
        )}
        <button type="button" className={styles.linkButton} disabled={busy} onClick={edit}>
          {alert.status === 'expired' ? 'New dates' : 'Edit'}
        </button>
        <button type="button" className={styles.linkButton} disabled={busy} onClick={remove}>
          Delete
        </button>
      </div>
      {error && (
        <p className={styles.muted} role="alert">
          {error}
        </p>
      )}
    </li>
  );
}
