'use client';

import { formatCents, formatStayDate } from '@campwise/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { errorMessages } from '@/lib/api-client';
import type { ManagerReservation } from '../manager-api';
import type { ManagedSite } from '../manager-records';
import styles from './manager.module.css';

/** What the overlay host gives every overlay. */
export interface Closable {
  onClose: () => void;
}

export interface OverlayFormProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  onClose: () => void;
  /** The form's own checks, before anything is sent: messages to show, none when it may be sent. */
  validate?: () => string[];
  /** Sends it; a rejection is shown in the overlay (the manager can fix and retry). */
  onSubmit: () => Promise<void>;
  /** Shows more than the messages for some failures (a block's conflicting stays). */
  describeFailure?: (error: unknown) => ReactNode;
  danger?: boolean;
  children: ReactNode;
}

/**
 * The manager overlays' frame: the modal, the form, its errors and its two buttons. It cannot
 * be closed while sending, and closes itself once the change is made.
 */
export function OverlayForm(props: OverlayFormProps) {
  const { title, submitLabel, busyLabel, onClose, validate, onSubmit, describeFailure, danger, children } = props;
  const [busy, setBusy] = useState(false);
  const [messages, setMessages] = useState<string[]>([]);
  const [failure, setFailure] = useState<ReactNode>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validate?.() ?? [];
    setFailure(null);
    setMessages(invalid);
    if (invalid.length > 0) return;
    setBusy(true);
    try {
      await onSubmit();
      onClose();
    } catch (error) {
      setMessages(errorMessages(error));
      setFailure(describeFailure?.(error) ?? null);
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={onClose} title={title} closeDisabled={busy} size="medium">
      <form className={styles.form} onSubmit={submit} noValidate>
        {children}
        <FormAlert tone="error" messages={messages}>
          {failure}
        </FormAlert>
        <div className={styles.formActions}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={onClose}
            disabled={busy}
          >
            Back
          </button>
          <button
            type="submit"
            className={`${buttonStyles.button} ${danger ? buttonStyles.danger : ''}`}
            disabled={busy}
            aria-busy={busy || undefined}
          >
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** The reservation an overlay acts on, in one box: guest, stay, site and total. */
export function ReservationSummary({ reservation }: { reservation: ManagerReservation }) {
  return (
    <div className={styles.summary}>
      <p>
        <strong>{reservation.name ?? 'Guest'}</strong> · {reservation.siteName ?? 'No site'}
      </p>
      {reservation.startDate && reservation.endDate && (
        <p>
          {formatStayDate(reservation.startDate)} – {formatStayDate(reservation.endDate)}
        </p>
      )}
      {reservation.totalCents !== null && <p>Total {formatCents(reservation.totalCents)}</p>}
    </div>
  );
}

/** A labelled control that is not a text field (a select, a date, a textarea), with its error. */
export function ControlField({
  label,
  error,
  children,
}: {
  label: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.fieldLabel}>{label}</span>
      {children}
      {error && (
        <span className={styles.fieldError} role="alert">
          {error}
        </span>
      )}
    </label>
  );
}

/** The campground's sites as a select's options, each with its type. */
export function SiteOptions({ sites }: { sites: readonly ManagedSite[] }) {
  return sites.map((site) => (
    <option key={site.id} value={site.id}>
      {site.name}
      {site.siteTypeName ? ` (${site.siteTypeName})` : ''}
    </option>
  ));
}

/** A reason or note for the guest (at most 500 characters; the API says so past that). */
export function ReasonField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <ControlField label={label}>
      <textarea
        className={`${fieldStyles.input} ${styles.textarea}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </ControlField>
  );
}
