'use client';

import { formatCents, formatStayDate, pluralNights } from '@campwise/domain';
import { useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { campgroundToday } from '../calendar-layout';
import { loadEvents, loadReservation, type ManagerReservation } from '../manager-api';
import type { ReservationEvent } from '../manager-records';
import { availableActions, describeEvent } from '../reservation-actions';
import { sourceLabel, statusLabel } from '../reservation-filters';
import styles from './manager.module.css';

export interface ReservationDetailProps {
  reservationId: string;
  campgroundId: number;
  timeZone: string;
  version: number;
  /** After an approve, decline, change or cancellation: everything shown is read again. */
  onChanged: () => void;
  onClose: () => void;
}

const timestamp = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const PAYMENT_LABELS: Record<string, string> = {
  none: 'No card payment',
  authorized: 'Amount held on the card',
  captured: 'Paid',
  voided: 'Hold released',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
};

/** One reservation in full: guest, stay, price lines, payment and history, with what can be done. */
export function ReservationDetail(props: ReservationDetailProps) {
  const { reservationId, campgroundId, timeZone, version, onChanged, onClose } = props;
  const { openOverlay } = useOverlays();
  const [reservation, setReservation] = useState<ManagerReservation | null>(null);
  const [events, setEvents] = useState<ReservationEvent[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  useEffect(() => {
    let current = true;
    setErrors([]);
    Promise.all([loadReservation(reservationId), loadEvents(reservationId)])
      .then(([loaded, history]) => {
        if (!current) return;
        setReservation(loaded);
        setEvents(history);
      })
      .catch((error: unknown) => {
        if (current) setErrors(errorMessages(error));
      });
    return () => {
      current = false;
    };
  }, [reservationId, version]);

  const actions = reservation ? availableActions(reservation, campgroundToday(timeZone)) : [];
  const title = reservation ? (reservation.name ?? 'Guest') : 'Reservation';

  return (
    <section
      className={styles.panel}
      aria-labelledby="reservation-detail-title"
      data-testid="reservation-detail"
      tabIndex={-1}
    >
      <div className={styles.header}>
        <h3 id="reservation-detail-title">{title}</h3>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
          onClick={onClose}
        >
          Close
        </button>
      </div>
      <FormAlert tone="error" messages={errors} />
      {!reservation && errors.length === 0 && <p className={styles.muted}>Loading the reservation…</p>}
      {reservation && (
        <>
          <dl className={styles.facts}>
            <Fact label="Status">
              <span className={styles.badge} data-status={reservation.status} data-testid="reservation-status">
                {statusLabel(reservation.status)}
              </span>
              {reservation.statusReason && <span className={styles.muted}> {reservation.statusReason}</span>}
            </Fact>
            <Fact label="Dates">
              <span data-testid="reservation-dates">
                {reservation.startDate && reservation.endDate
                  ? `${formatStayDate(reservation.startDate)} – ${formatStayDate(reservation.endDate)}`
                  : 'No dates'}
              </span>
              {reservation.nights !== null && (
                <span className={styles.muted}> · {pluralNights(reservation.nights)}</span>
              )}
            </Fact>
            <Fact label="Site">{reservation.siteName ?? 'No site'}</Fact>
            <Fact label="Source">{sourceLabel(reservation.source, reservation.channel)}</Fact>
            <Fact label="Guest">
              {reservation.name ?? '—'}
              {reservation.adults !== null && (
                <span className={styles.muted}>
                  {' '}
                  · {reservation.adults} adults, {reservation.children ?? 0} children
                </span>
              )}
            </Fact>
            <Fact label="Email">{reservation.email ?? '—'}</Fact>
            <Fact label="Phone">{reservation.phone ?? '—'}</Fact>
            <Fact label="Payment">
              {PAYMENT_LABELS[reservation.paymentStatus] ?? reservation.paymentStatus}
              {(reservation.refundedCents ?? 0) > 0 && (
                <span className={styles.muted}> · {formatCents(reservation.refundedCents ?? 0)} refunded</span>
              )}
            </Fact>
            <Fact label="Reservation number">{reservation.id}</Fact>
          </dl>
          {reservation.notes && <p className={styles.summary}>{reservation.notes}</p>}
          {reservation.items.length > 0 && (
            <table className={styles.lines} aria-label="Price">
              <tbody>
                {reservation.items.map((item) => (
                  <tr key={item.id}>
                    <td>{item.label}</td>
                    <td>{formatCents(item.amountCents)}</td>
                  </tr>
                ))}
              </tbody>
              {reservation.totalCents !== null && (
                <tfoot>
                  <tr>
                    <td>Total</td>
                    <td data-testid="reservation-total">{formatCents(reservation.totalCents)}</td>
                  </tr>
                </tfoot>
              )}
            </table>
          )}
          {reservation.items.length === 0 && reservation.totalCents !== null && (
            <p>
              Total <strong data-testid="reservation-total">{formatCents(reservation.totalCents)}</strong>
            </p>
          )}
          {actions.length > 0 && (
            <div className={styles.actions}>
              {actions.includes('approve') && (
                <button
                  type="button"
                  className={buttonStyles.button}
                  onClick={() => openOverlay('manager-reservation-approve', { reservation, onDone: onChanged })}
                >
                  Approve
                </button>
              )}
              {actions.includes('decline') && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  onClick={() => openOverlay('manager-reservation-decline', { reservation, onDone: onChanged })}
                >
                  Decline
                </button>
              )}
              {actions.includes('modify') && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  onClick={() =>
                    openOverlay('manager-reservation-modify', { reservation, campgroundId, onDone: onChanged })
                  }
                >
                  Change
                </button>
              )}
              {actions.includes('cancel') && (
                <button
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.dangerOutline}`}
                  onClick={() => openOverlay('manager-reservation-cancel', { reservation, onDone: onChanged })}
                >
                  Cancel reservation
                </button>
              )}
            </div>
          )}
          <h4 className={styles.historyTitle}>History</h4>
          {events.length === 0 ? (
            <p className={styles.muted}>Nothing yet.</p>
          ) : (
            <ol className={styles.events} data-testid="reservation-events">
              {events.map((event) => (
                <li key={event.id}>
                  {describeEvent(event)}{' '}
                  <span className={styles.muted}>· {timestamp.format(new Date(event.createdAt))}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
