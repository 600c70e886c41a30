'use client';

import { maskPhone, validateName, validatePhone } from '@campwise/domain';
import { useSession } from '@/features/auth/use-session';
import { type FormEvent, useId, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { signedInApiClient } from '@/lib/session-api-client';
import { useForm } from '@/lib/forms/use-form';
import { type AccountProfile, changedAttributes, draftFromProfile, saveProfile } from '../account-api';
import styles from './account.module.css';
import { useAccountAction } from './use-account-action';

const validators = { fullName: validateName, phone: validatePhone };

export interface ProfileFormProps {
  profile: AccountProfile;
  onSaved: (profile: AccountProfile) => void;
}

/** Name, phone (masked as typed) and notification choices; the email is shown, not edited. */
export function ProfileForm({ profile, onSaved }: ProfileFormProps) {
  const id = useId();
  const { update } = useSession();
  const saved = draftFromProfile(profile);
  const form = useForm({ fullName: saved.fullName, phone: saved.phone }, validators);
  const [emailNotification, setEmailNotification] = useState(saved.emailNotification);
  const [phoneNotification, setPhoneNotification] = useState(saved.phoneNotification);
  const { busy, messages, run } = useAccountAction();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || !form.submit()) return;
    await run(async () => {
      const changes = changedAttributes(saved, { ...form.values, emailNotification, phoneNotification });
      const updated = await saveProfile(await signedInApiClient(), profile, changes);
      onSaved(updated);
      // The session carries the name and phone too (the header shows the name): read them again.
      if (Object.keys(changes).length > 0) await update();
      return 'Your profile has been saved.';
    });
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={busy}>
      <TextField id={`${id}-name`} label="Full name" autoComplete="name" field={form.field('fullName')} />
      <div className={fieldStyles.field}>
        <label htmlFor={`${id}-email`} className={fieldStyles.label}>
          Email
        </label>
        <p id={`${id}-email-hint`} className={fieldStyles.hint}>
          Your email address is how you sign in; it cannot be changed here.
        </p>
        <input
          id={`${id}-email`}
          type="email"
          value={profile.email}
          readOnly
          aria-describedby={`${id}-email-hint`}
          className={fieldStyles.input}
        />
      </div>
      <TextField
        id={`${id}-phone`}
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        hint="US number, for example (970) 555-0100."
        field={form.field('phone', maskPhone)}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Notifications</legend>
        <label className={fieldStyles.checkbox}>
          <input
            type="checkbox"
            name="emailNotification"
            checked={emailNotification}
            onChange={(event) => setEmailNotification(event.target.checked)}
          />
          <span>Send me notifications by email</span>
        </label>
        <label className={fieldStyles.checkbox}>
          <input
            type="checkbox"
            name="phoneNotification"
            checked={phoneNotification}
            onChange={(event) => setPhoneNotification(event.target.checked)}
          />
          <span>Send me notifications by text message</span>
        </label>
      </fieldset>
      {messages && <FormAlert tone={messages.tone} messages={messages.texts} />}
      <button type="submit" className={buttonStyles.button} disabled={busy}>
        Save changes
      </button>
    </form>
  );
}
