'use client';

import { BOOKING_RULE_MESSAGES, formatCents } from '@campwise/domain';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { cancelAsManager, modifyReservation } from '../manager-api';
import {
  AMOUNT_MESSAGE,
  cancellationInput,
  differenceSentence,
  dollarsInput,
  MAX_AMOUNT_CENTS,
  parseDollars,
  priceDifference,
  type RefundChoice,
  refundableCents,
  refundPreviewCents,
  settlementMode,
} from '../money-choices';
import type { ReservationOverlayProps } from './reservation-decision-overlays';
import fieldStyles from '@/components/ui/field.module.css';
import styles from './manager.module.css';
import { type Closable, ControlField, OverlayForm, ReasonField, ReservationSummary, SiteOptions } from './overlay-form';
import { useManagedSites } from './use-managed-sites';

const REASON_MAX = 500;

/**
 * manager-reservation-modify: new dates, site or total. The difference the guest is charged or
 * refunded is shown before the manager confirms; the API settles it exactly once.
 */
export function ManagerReservationModifyOverlay({
  reservation,
  campgroundId,
  onDone,
  onClose,
}: ReservationOverlayProps & { campgroundId: number } & Closable) {
  const { sites, errors: siteErrors } = useManagedSites(campgroundId);
  const [startDate, setStartDate] = useState(reservation.startDate ?? '');
  const [endDate, setEndDate] = useState(reservation.endDate ?? '');
  const [siteId, setSiteId] = useState(reservation.siteId ?? '');
  const currentTotal = reservation.totalCents ?? 0;
  const [total, setTotal] = useState(dollarsInput(currentTotal));
  const [reason, setReason] = useState('');
  const newTotal = parseDollars(total);
  const datesError = startDate && endDate && endDate <= startDate ? BOOKING_RULE_MESSAGES.datesOrder : null;
  const totalError = newTotal === null || newTotal > MAX_AMOUNT_CENTS ? AMOUNT_MESSAGE : null;
  const difference = newTotal === null ? null : priceDifference(currentTotal, newTotal);
  const mode = settlementMode(reservation);

  return (
    <OverlayForm
      title="Change this reservation"
      submitLabel="Confirm change"
      busyLabel="Saving…"
      onClose={onClose}
      validate={() =>
        [
          !startDate || !endDate ? 'Choose the arrival and departure.' : null,
          datesError,
          totalError,
          !siteId ? 'Choose a site.' : null,
          reason.trim().length > REASON_MAX ? `The reason is at most ${REASON_MAX} characters.` : null,
        ].filter((message): message is string => message !== null)
      }
      onSubmit={async () => {
        const trimmed = reason.trim();
        await modifyReservation(
          reservation.id,
          { startDate, endDate, totalCents: newTotal ?? currentTotal, ...(trimmed ? { reason: trimmed } : {}) },
          siteId,
        );
        onDone();
      }}
    >
      <ReservationSummary reservation={reservation} />
      <FormAlert tone="error" messages={siteErrors} />
      <div className={styles.row}>
        <ControlField label="Arrival">
          <input
            type="date"
            className={fieldStyles.input}
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
          />
        </ControlField>
        <ControlField label="Departure" error={datesError}>
          <input
            type="date"
            className={fieldStyles.input}
            value={endDate}
            onChange={(event) => setEndDate(event.target.value)}
            aria-invalid={datesError ? true : undefined}
          />
        </ControlField>
      </div>
      <ControlField label="Site">
        <select className={fieldStyles.input} value={siteId} onChange={(event) => setSiteId(event.target.value)}>
          {!sites.some((site) => site.id === siteId) && siteId && (
            <option value={siteId}>{reservation.siteName ?? 'Current site'}</option>
          )}
          <SiteOptions sites={sites} />
        </select>
      </ControlField>
      <ControlField label="New total (USD)" error={totalError}>
        <input
          className={fieldStyles.input}
          inputMode="decimal"
          value={total}
          onChange={(event) => setTotal(event.target.value)}
          aria-invalid={totalError ? true : undefined}
        />
      </ControlField>
      <div className={styles.summary} aria-live="polite" data-testid="modification-difference">
        <p>
          Now {formatCents(currentTotal)} → {newTotal === null ? '—' : formatCents(newTotal)}
        </p>
        {difference && newTotal !== null && (
          <p className={styles.difference}>{differenceSentence(difference, mode, newTotal)}</p>
        )}
      </div>
      <ReasonField label="Note to the guest (optional)" value={reason} onChange={setReason} />
    </OverlayForm>
  );
}

const REFUND_LABELS: Record<RefundChoice, string> = {
  policy: 'As the cancellation policy says',
  full: 'Full refund',
  none: 'No refund',
  custom: 'Another amount',
};

/** manager-reservation-cancel: the site is freed and the chosen refund goes back to the card once. */
export function ManagerReservationCancelOverlay({ reservation, onDone, onClose }: ReservationOverlayProps & Closable) {
  const [choice, setChoice] = useState<RefundChoice>('policy');
  const [custom, setCustom] = useState('');
  const [reason, setReason] = useState('');
  const money = {
    refundableCents: refundableCents(reservation),
    policyCents: reservation.cancellationRefundCents,
  };
  const preview = refundPreviewCents(choice, custom, money);
  const paid = money.refundableCents > 0;

  return (
    <OverlayForm
      title="Cancel this reservation?"
      submitLabel="Cancel reservation"
      busyLabel="Cancelling…"
      danger
      onClose={onClose}
      validate={() => {
        const input = cancellationInput(choice, custom, reason, money);
        return input.ok ? [] : [input.error];
      }}
      onSubmit={async () => {
        const input = cancellationInput(choice, custom, reason, money);
        if (!input.ok) return;
        await cancelAsManager(reservation.id, input.attributes);
        onDone();
      }}
    >
      <ReservationSummary reservation={reservation} />
      {paid ? (
        <fieldset className={styles.choices}>
          <legend>Refund (paid {formatCents(money.refundableCents)})</legend>
          {(Object.keys(REFUND_LABELS) as RefundChoice[]).map((option) => (
            <label key={option} className={styles.choice}>
              <input
                type="radio"
                name="refund"
                value={option}
                checked={choice === option}
                onChange={() => setChoice(option)}
              />
              {REFUND_LABELS[option]}
              {option === 'policy' && ` (${formatCents(refundPreviewCents('policy', '', money) ?? 0)})`}
              {option === 'full' && ` (${formatCents(money.refundableCents)})`}
            </label>
          ))}
        </fieldset>
      ) : (
        <p>
          {reservation.status === 'pending'
            ? 'Nothing has been charged yet: the amount held on the guest’s card is released.'
            : 'Nothing was charged to a card for this reservation, so there is nothing to refund.'}
        </p>
      )}
      {paid && choice === 'custom' && (
        <ControlField label="Refund amount (USD)">
          <input
            className={fieldStyles.input}
            inputMode="decimal"
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
          />
        </ControlField>
      )}
      {paid && (
        <p className={styles.difference} aria-live="polite" data-testid="refund-preview">
          {preview === null ? 'Enter the amount to refund.' : `The guest gets ${formatCents(preview)} back.`}
        </p>
      )}
      <ReasonField label="Reason (the guest reads it)" value={reason} onChange={setReason} />
    </OverlayForm>
  );
}
