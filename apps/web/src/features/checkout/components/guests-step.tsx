'use client';

import { maskPhone } from '@campwise/domain';
import { useId, useState } from 'react';
import fieldStyles from '@/components/ui/field.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import { TextField } from '@/components/ui/text-field';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useForm } from '@/lib/forms/use-form';
import { guestValidators, initialGuestValues } from '../guest-form';
import type { Reservation } from '../reservation';
import { useCheckout } from './checkout-provider';
import { StepForm } from './step-form';
import styles from './checkout.module.css';

/** Who is coming: name (prefilled from the signed-in user), email, phone (masked), party size, a message. */
export function GuestsStep({ reservation }: { reservation: Reservation }) {
  const id = useId();
  const { user } = useCurrentUser();
  const { save } = useCheckout();
  const [initial] = useState(() => initialGuestValues(reservation, user));
  const form = useForm(initial, guestValidators);
  const notes = form.field('notes');

  const onContinue = async () => {
    if (!form.submit()) return false;
    const { values } = form;
    await save({
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      adults: Number(values.adults),
      children: Number(values.children),
      notes: values.notes.trim(),
    });
    return true;
  };

  return (
    <StepForm step="guests" onContinue={onContinue}>
      <TextField id={`${id}-name`} label="Full name" autoComplete="name" field={form.field('name')} />
      <TextField
        id={`${id}-email`}
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        field={form.field('email')}
      />
      <TextField
        id={`${id}-phone`}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        hint="The campground calls this number if it needs to reach you."
        field={form.field('phone', maskPhone)}
      />
      <div className={styles.countRow}>
        <TextField id={`${id}-adults`} label="Adults" type="number" field={form.field('adults')} />
        <TextField id={`${id}-children`} label="Children" type="number" field={form.field('children')} />
      </div>
      <FieldFrame id={`${id}-notes`} label="Message to the campground (optional)" error={notes.error}>
        {(aria) => (
          <textarea
            id={`${id}-notes`}
            name="notes"
            rows={3}
            value={notes.value}
            onChange={(event) => form.setValue('notes', event.target.value)}
            onBlur={notes.onBlur}
            {...aria}
            className={`${fieldStyles.input} ${styles.textarea}`}
          />
        )}
      </FieldFrame>
    </StepForm>
  );
}
