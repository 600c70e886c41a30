'use client';

import { maskPhone, PRODUCT_NAME } from '@campwise/domain';
import { type FormEvent, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessages } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import { type Claim, CLAIMANT_ROLES, ROLE_LABELS } from '../claim-schema';
import { claimantInitialValues, claimantValidators, CONTEST_REASON_MAX, contestValidators } from '../claimant-form';
import { type ClaimantDetails } from '../claims-api';
import { ChoiceRadio } from './choice-radio';
import { PhoneField } from './phone-field';
import styles from './claims.module.css';

export interface AboutYouFormProps {
  /** The claim being resumed, or null for a new one. */
  claim: Claim | null;
  userName: string;
  /** A contest of the campground's approved claim: the form also asks why it is the claimant's. */
  contest?: boolean;
  /** Creates or updates the claim; rejects with the API's error, shown here. */
  onSave: (details: ClaimantDetails) => Promise<void>;
}

/** Step 1: who is claiming (or contesting), how to reach them, and whether they want to take bookings. */
export function AboutYouForm({ claim, userName, contest = false, onSave }: AboutYouFormProps) {
  const form = useForm(claimantInitialValues(claim, userName), contest ? contestValidators : claimantValidators);
  const reason = form.field('contestReason');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!form.submit()) return;
    setBusy(true);
    setErrors([]);
    try {
      // Only a contest carries a reason (the API refuses one on a plain claim).
      await onSave(contest ? form.values : { ...form.values, contestReason: '' });
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={styles.card}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-labelledby="about-you-heading"
    >
      <h2 id="about-you-heading">{contest ? 'Contest the claim' : 'About you'}</h2>
      {contest && (
        <p className={styles.muted}>
          Tell us who you are and why the campground is yours. After you verify, our team compares your proof with the
          current manager’s; they never see your details.
        </p>
      )}
      <div className={styles.grid2}>
        <TextField id="claim-name" label="Your name" field={form.field('claimantName')} autoComplete="name" required />
        <FieldFrame id="claim-role" label="Your role" error={null}>
          {(aria) => (
            <select
              id="claim-role"
              name="claimantRole"
              className={`${fieldStyles.input} ${styles.select}`}
              value={form.values.claimantRole}
              onChange={(event) => form.setValue('claimantRole', event.target.value)}
              {...aria}
            >
              {CLAIMANT_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </select>
          )}
        </FieldFrame>
        <TextField
          id="claim-business"
          label="Business name (optional)"
          field={form.field('businessName')}
          autoComplete="organization"
        />
        <PhoneField id="claim-phone" field={form.field('phone', maskPhone)} />
      </div>
      <TextField
        id="claim-website"
        label="Website (optional)"
        field={form.field('website')}
        type="url"
        autoComplete="url"
        hint="For example https://www.yourcampground.com"
      />
      {contest && (
        <FieldFrame
          id="claim-contest-reason"
          label="Why is this campground yours?"
          error={reason.error}
          hint={`For example when you took it over and what proves it; at most ${CONTEST_REASON_MAX} characters.`}
        >
          {(aria) => (
            <textarea
              id="claim-contest-reason"
              name="contestReason"
              className={`${fieldStyles.input} ${styles.textarea}`}
              value={form.values.contestReason}
              maxLength={CONTEST_REASON_MAX}
              onChange={(event) => form.setValue('contestReason', event.target.value)}
              onBlur={reason.onBlur}
              required
              {...aria}
            />
          )}
        </FieldFrame>
      )}
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>Do you want to take bookings on {PRODUCT_NAME}?</legend>
        <ChoiceRadio
          name="bookingIntention"
          value="claim_and_bookings"
          checked={form.values.bookingIntention === 'claim_and_bookings'}
          onChange={() => form.setValue('bookingIntention', 'claim_and_bookings')}
          label="Yes, I want to take bookings"
          detail="We will help you set up sites, rates and payouts once your claim is approved."
        />
        <ChoiceRadio
          name="bookingIntention"
          value="claim_only"
          checked={form.values.bookingIntention === 'claim_only'}
          onChange={() => form.setValue('bookingIntention', 'claim_only')}
          label="Not now, I only want to manage the listing"
          detail="You can turn bookings on later from the manager portal."
        />
      </fieldset>
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button} disabled={busy}>
          {busy ? 'Saving…' : 'Continue'}
        </button>
      </div>
    </form>
  );
}
