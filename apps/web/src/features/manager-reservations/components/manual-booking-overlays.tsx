'use client';

import { BOOKING_RULE_MESSAGES, maskPhone, validateEmail, validateName, validatePhone } from '@campwise/domain';
import { useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/lib/forms/use-form';
import { createManualBooking } from '../manager-api';
import { AMOUNT_MESSAGE, MAX_AMOUNT_CENTS, parseDollars } from '../money-choices';
import styles from './manager.module.css';
import { type Closable, ControlField, OverlayForm, SiteOptions } from './overlay-form';
import { useManagedSites } from './use-managed-sites';

export interface ManualBookingOverlayProps {
  campgroundId: number;
  /** Called with the new reservation's id once it is booked. */
  onDone: (reservationId: string) => void;
}

const CHANNEL_MAX = 60;
const NOTES_MAX = 1000;

type Field = 'channel' | 'name' | 'email' | 'phone' | 'startDate' | 'endDate' | 'adults' | 'children' | 'amount';

const count = (min: number) => (value: string) =>
  /^\d{1,2}$/.test(value.trim()) && Number(value) >= min && Number(value) <= 50
    ? null
    : `Enter a number from ${min} to 50.`;

const VALIDATORS = {
  name: validateName,
  email: (value: string) => (value.trim() ? validateEmail(value) : null),
  phone: validatePhone,
  startDate: (value: string) => (value ? null : 'Choose the arrival.'),
  endDate: (value: string) => (value ? null : 'Choose the departure.'),
  adults: count(1),
  children: count(0),
  amount: (value: string) => {
    if (!value.trim()) return null;
    const cents = parseDollars(value);
    return cents === null || cents > MAX_AMOUNT_CENTS ? AMOUNT_MESSAGE : null;
  },
};

const EXTERNAL_VALIDATORS = {
  ...VALIDATORS,
  channel: (value: string) =>
    !value.trim()
      ? 'Enter the channel the booking came from.'
      : value.trim().length > CHANNEL_MAX
        ? `At most ${CHANNEL_MAX} characters.`
        : null,
};

const EMPTY: Record<Field, string> = {
  channel: '',
  name: '',
  email: '',
  phone: '',
  startDate: '',
  endDate: '',
  adults: '2',
  children: '0',
  amount: '',
};

/**
 * A booking the manager enters: a walk-in or phone booking (internal) or one taken on another
 * channel (external). It holds the site's nights like any other stay; no card is charged.
 */
function ManualBookingOverlay({
  source,
  campgroundId,
  onDone,
  onClose,
}: ManualBookingOverlayProps & Closable & { source: 'internal' | 'external' }) {
  const external = source === 'external';
  const { sites, errors: siteErrors } = useManagedSites(campgroundId);
  const form = useForm<Field>(EMPTY, external ? EXTERNAL_VALIDATORS : VALIDATORS);
  const [siteId, setSiteId] = useState('');
  const [notes, setNotes] = useState('');
  const [sendConfirmation, setSendConfirmation] = useState(true);
  const { values } = form;
  const datesError =
    values.startDate && values.endDate && values.endDate <= values.startDate ? BOOKING_RULE_MESSAGES.datesOrder : null;
  const chosenSite = siteId || sites[0]?.id || '';

  return (
    <OverlayForm
      title={external ? 'Add a booking from another channel' : 'Add a walk-in or phone booking'}
      submitLabel="Add booking"
      busyLabel="Adding…"
      onClose={onClose}
      validate={() => {
        const valid = form.submit();
        return [
          valid ? null : 'Check the fields marked above.',
          datesError,
          chosenSite ? null : 'Choose a site.',
          notes.length > NOTES_MAX ? `Notes are at most ${NOTES_MAX} characters.` : null,
        ].filter((message): message is string => message !== null);
      }}
      onSubmit={async () => {
        const amount = values.amount.trim() ? parseDollars(values.amount) : null;
        const email = values.email.trim();
        const reservation = await createManualBooking(
          {
            source,
            ...(external ? { channel: values.channel.trim() } : {}),
            startDate: values.startDate,
            endDate: values.endDate,
            name: values.name.trim(),
            ...(email ? { email, sendConfirmation } : {}),
            ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
            adults: Number(values.adults),
            children: Number(values.children),
            ...(notes.trim() ? { notes: notes.trim() } : {}),
            ...(amount !== null ? { amountCents: amount } : {}),
          },
          chosenSite,
        );
        onDone(reservation.id);
      }}
    >
      <FormAlert tone="error" messages={siteErrors} />
      {external && (
        <TextField id="manual-booking-channel" label="Channel (e.g. Hipcamp)" field={form.field('channel')} />
      )}
      <ControlField label="Site">
        <select className={fieldStyles.input} value={chosenSite} onChange={(event) => setSiteId(event.target.value)}>
          <SiteOptions sites={sites} />
        </select>
      </ControlField>
      <div className={styles.row}>
        <TextField id="manual-booking-start" label="Arrival" type="date" field={form.field('startDate')} />
        <TextField
          id="manual-booking-end"
          label="Departure"
          type="date"
          field={{ ...form.field('endDate'), error: form.field('endDate').error ?? datesError }}
        />
      </div>
      <TextField id="manual-booking-name" label="Guest name" autoComplete="off" field={form.field('name')} />
      <div className={styles.row}>
        <TextField id="manual-booking-email" label="Email (optional)" type="email" field={form.field('email')} />
        <TextField
          id="manual-booking-phone"
          label="Phone (optional)"
          type="tel"
          inputMode="tel"
          field={form.field('phone', maskPhone)}
        />
      </div>
      <div className={styles.row}>
        <TextField id="manual-booking-adults" label="Adults" inputMode="text" field={form.field('adults')} />
        <TextField id="manual-booking-children" label="Children" inputMode="text" field={form.field('children')} />
      </div>
      <TextField
        id="manual-booking-amount"
        label={external ? 'Paid on the channel (USD)' : 'Paid (USD)'}
        field={form.field('amount')}
        hint="For your records; no card is charged."
      />
      <ControlField label="Notes (optional)">
        <textarea
          className={`${fieldStyles.input} ${styles.textarea}`}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
        />
      </ControlField>
      {values.email.trim() && (
        <label className={fieldStyles.checkbox}>
          <input
            type="checkbox"
            checked={sendConfirmation}
            onChange={(event) => setSendConfirmation(event.target.checked)}
          />{' '}
          Email the guest a confirmation
        </label>
      )}
    </OverlayForm>
  );
}

/** manager-internal-booking: a walk-in or phone booking. */
export function ManagerInternalBookingOverlay(props: ManualBookingOverlayProps & Closable) {
  return <ManualBookingOverlay {...props} source="internal" />;
}

/** manager-external-booking: a booking taken on another channel, named. */
export function ManagerExternalBookingOverlay(props: ManualBookingOverlayProps & Closable) {
  return <ManualBookingOverlay {...props} source="external" />;
}
