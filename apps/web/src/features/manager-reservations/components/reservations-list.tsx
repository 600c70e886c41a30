'use client';

import { formatCents, formatStayDate } from '@campwise/domain';
import { type FormEvent, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessages } from '@/lib/api-client';
import { formatCount } from '@/lib/format';
import { listReservations, type ManagerReservation } from '../manager-api';
import {
  filterDatesError,
  NO_FILTERS,
  pageCount,
  type ReservationFilters,
  SOURCE_CHOICES,
  sourceLabel,
  STATUS_CHOICES,
  statusLabel,
} from '../reservation-filters';
import styles from './manager.module.css';

export interface ReservationsListProps {
  campgroundId: number;
  version: number;
  selectedId: string | null;
  onOpenReservation: (id: string) => void;
}

/** Every reservation of the campground (drafts aside), filtered and paged by the API. */
export function ReservationsList({ campgroundId, version, selectedId, onOpenReservation }: ReservationsListProps) {
  const [draft, setDraft] = useState<ReservationFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ reservations: ManagerReservation[]; total: number } | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const datesError = filterDatesError(draft);

  useEffect(() => {
    let current = true;
    setErrors([]);
    listReservations(campgroundId, filters, page)
      .then((loaded) => {
        if (current) setAnswer(loaded);
      })
      .catch((error: unknown) => {
        if (current) setErrors(errorMessages(error));
      });
    return () => {
      current = false;
    };
  }, [campgroundId, filters, page, version]);

  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (datesError) return;
    setFilters(draft);
    setPage(1);
  };
  const set = (name: keyof ReservationFilters) => (value: string) => setDraft({ ...draft, [name]: value });
  const pages = answer ? pageCount(answer.total) : 1;

  return (
    <section aria-labelledby="reservations-list-title" data-testid="reservations-list">
      <h3 id="reservations-list-title">All reservations</h3>
      <form className={styles.filters} onSubmit={apply} role="search" aria-label="Filter reservations">
        <FilterSelect label="Status" value={draft.status} choices={STATUS_CHOICES} onChange={set('status')} />
        <FilterSelect label="Source" value={draft.source} choices={SOURCE_CHOICES} onChange={set('source')} />
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Staying from</span>
          <input
            type="date"
            className={fieldStyles.input}
            value={draft.from}
            onChange={(e) => set('from')(e.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Until</span>
          <input
            type="date"
            className={fieldStyles.input}
            value={draft.to}
            onChange={(e) => set('to')(e.target.value)}
            aria-invalid={datesError ? true : undefined}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.fieldLabel}>Search</span>
          <input
            type="search"
            className={fieldStyles.input}
            value={draft.q}
            placeholder="Guest, email or number"
            onChange={(e) => set('q')(e.target.value)}
          />
        </label>
        <button type="submit" className={`${buttonStyles.button} ${styles.smallButton}`}>
          Show
        </button>
      </form>
      <FormAlert tone="error" messages={datesError ? [datesError, ...errors] : errors} />
      {answer === null && errors.length === 0 && <p className={styles.muted}>Loading reservations…</p>}
      {answer && (
        <>
          <p className={styles.muted} aria-live="polite" data-testid="reservations-count">
            {formatCount(answer.total, 'reservation')}
          </p>
          {answer.reservations.length > 0 && (
            <ul className={styles.list}>
              {answer.reservations.map((reservation) => (
                <li key={reservation.id}>
                  <ReservationRow
                    reservation={reservation}
                    selected={reservation.id === selectedId}
                    onOpen={() => onOpenReservation(reservation.id)}
                  />
                </li>
              ))}
            </ul>
          )}
          {pages > 1 && (
            <nav className={styles.paging} aria-label="Reservation pages">
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                ← Previous
              </button>
              <span>
                Page {page} of {pages}
              </span>
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.secondary} ${styles.smallButton}`}
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                Next →
              </button>
            </nav>
          )}
        </>
      )}
    </section>
  );
}

function ReservationRow({
  reservation,
  selected,
  onOpen,
}: {
  reservation: ManagerReservation;
  selected: boolean;
  onOpen: () => void;
}) {
  const dates =
    reservation.startDate && reservation.endDate
      ? `${formatStayDate(reservation.startDate)} – ${formatStayDate(reservation.endDate)}`
      : 'No dates';
  return (
    <button
      type="button"
      className={styles.item}
      aria-current={selected ? 'true' : undefined}
      onClick={onOpen}
      data-testid="reservation-row"
    >
      <span className={styles.itemMain}>
        <strong>{reservation.name ?? 'Guest'}</strong>
        <span className={styles.muted}>
          {dates} · {reservation.siteName ?? 'No site'} · {sourceLabel(reservation.source, reservation.channel)}
        </span>
      </span>
      <span className={styles.actions}>
        {reservation.totalCents !== null && <span>{formatCents(reservation.totalCents)}</span>}
        <span className={styles.badge} data-status={reservation.status}>
          {statusLabel(reservation.status)}
        </span>
      </span>
    </button>
  );
}

function FilterSelect(props: {
  label: string;
  value: string;
  choices: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{props.label}</span>
      <select
        className={fieldStyles.input}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
