'use client';

// Setup step 1: how campers book (instant or request), stay rules, times, cancellation, fees,
// tax and the PRO member discount opt-in.
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { useForm } from '@/lib/forms/use-form';
import {
  feeLabel,
  parseFee,
  settingsAttributes,
  settingsCrossErrors,
  settingsFormValues,
  settingsValidators,
  US_TIME_ZONES,
} from '../booking-settings-form';
import { saveBookingSettings } from '../manager-api';
import { useManager } from '../manager-context';
import type { BookingFee } from '../manager-records';
import { SelectField } from './select-field';
import { useManagerAction } from './use-manager-action';
import styles from './manager.module.css';

export function PoliciesStep({ onDone }: { onDone: () => void }) {
  const { activeCampground, bookingSettings, reloadInventory } = useManager();
  const form = useForm(settingsFormValues(bookingSettings), settingsValidators);
  const [fees, setFees] = useState<BookingFee[]>(bookingSettings?.fees ?? []);
  const [proDiscount, setProDiscount] = useState((bookingSettings?.proDiscountPercent ?? 0) > 0);
  const [fee, setFee] = useState({ name: '', amount: '', per: 'stay' });
  const [feeError, setFeeError] = useState<string | null>(null);
  const action = useManagerAction();
  if (!activeCampground) return null;

  const addFee = () => {
    const parsed = parseFee(fee.name, fee.amount, fee.per);
    if (typeof parsed === 'string') return setFeeError(parsed);
    setFeeError(null);
    setFees((current) => [...current, parsed]);
    setFee({ name: '', amount: '', per: 'stay' });
  };

  const save = async () => {
    if (!form.submit()) return;
    const cross = settingsCrossErrors(form.values);
    if (cross.length > 0) return action.setErrors(cross);
    const saved = await action.run((client) =>
      saveBookingSettings(
        client,
        activeCampground.id,
        bookingSettings !== null,
        settingsAttributes(form.values, fees, proDiscount),
      ),
    );
    if (!saved) return;
    await reloadInventory();
    onDone();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>How campers book</legend>
        <div className={styles.choices}>
          <label className={styles.choice}>
            <input
              type="radio"
              name="booking-policy"
              checked={form.values.bookingPolicy === 'instant'}
              onChange={() => form.setValue('bookingPolicy', 'instant')}
            />
            Instant booking: a paid booking is confirmed at once
          </label>
          <label className={styles.choice}>
            <input
              type="radio"
              name="booking-policy"
              checked={form.values.bookingPolicy === 'request'}
              onChange={() => form.setValue('bookingPolicy', 'request')}
            />
            Request to book: you approve each booking within 24 hours
          </label>
        </div>
      </fieldset>

      <div className={styles.grid}>
        <TextField
          id="setup-min-nights"
          label="Shortest stay (nights)"
          field={form.field('minNights')}
          inputMode="text"
        />
        <TextField id="setup-max-nights" label="Longest stay (nights)" field={form.field('maxNights')} />
        <TextField
          id="setup-window"
          label="Booking window (days ahead)"
          field={form.field('bookingWindowDays')}
          hint="How far ahead campers may arrive."
        />
        <TextField id="setup-check-in" label="Check-in time" field={form.field('checkInTime')} type="time" />
        <TextField id="setup-check-out" label="Check-out time" field={form.field('checkOutTime')} type="time" />
        <SelectField
          id="setup-time-zone"
          label="Time zone"
          value={form.values.timeZone}
          options={US_TIME_ZONES}
          onChange={(value) => form.setValue('timeZone', value)}
        />
      </div>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Cancellation policy</legend>
        <div className={styles.grid}>
          <TextField
            id="setup-full-refund"
            label="Full refund until (days before arrival)"
            field={form.field('fullRefundDays')}
          />
          <TextField
            id="setup-partial-percent"
            label="Then refund (percent)"
            field={form.field('partialRefundPercent')}
          />
          <TextField
            id="setup-partial-days"
            label="Partial refund until (days before)"
            field={form.field('partialRefundDays')}
          />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Fees and tax</legend>
        {fees.length > 0 && (
          <ul className={styles.list}>
            {fees.map((item, index) => (
              <li key={`${item.name}-${index}`} className={styles.row}>
                <span>{feeLabel(item)}</span>
                <button
                  type="button"
                  className={styles.linkButton}
                  onClick={() => setFees((current) => current.filter((_, at) => at !== index))}
                >
                  Remove {item.name}
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.grid}>
          <div className={fieldStyles.field}>
            <label htmlFor="setup-fee-name" className={fieldStyles.label}>
              Fee name
            </label>
            <input
              id="setup-fee-name"
              className={fieldStyles.input}
              value={fee.name}
              onChange={(event) => setFee({ ...fee, name: event.target.value })}
            />
          </div>
          <div className={fieldStyles.field}>
            <label htmlFor="setup-fee-amount" className={fieldStyles.label}>
              Fee amount ($)
            </label>
            <input
              id="setup-fee-amount"
              className={fieldStyles.input}
              inputMode="decimal"
              value={fee.amount}
              onChange={(event) => setFee({ ...fee, amount: event.target.value })}
            />
          </div>
          <SelectField
            id="setup-fee-per"
            label="Charged"
            value={fee.per}
            options={[
              ['stay', 'Once per stay'],
              ['night', 'Per night'],
            ]}
            onChange={(per) => setFee({ ...fee, per })}
          />
        </div>
        {feeError && (
          <p className={fieldStyles.error} role="alert">
            {feeError}
          </p>
        )}
        <p>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={addFee}>
            Add fee
          </button>
        </p>
        <div className={styles.grid}>
          <TextField id="setup-tax" label="Tax rate (%)" field={form.field('taxPercent')} />
        </div>
      </fieldset>

      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>PRO member discount</legend>
        <label className={styles.choice}>
          <input type="checkbox" checked={proDiscount} onChange={(event) => setProDiscount(event.target.checked)} />
          Offer Campwise PRO members a discount on lodging
        </label>
        {proDiscount && (
          <div className={styles.grid}>
            <TextField id="setup-pro-discount" label="PRO discount (%)" field={form.field('proDiscountPercent')} />
          </div>
        )}
      </fieldset>

      <FormAlert tone="error" messages={action.errors} />
      <button type="submit" className={buttonStyles.button} disabled={action.busy}>
        {action.busy ? 'Saving…' : 'Save and continue'}
      </button>
    </form>
  );
}
