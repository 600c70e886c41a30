'use client';

import { validateEmail } from '@campwise/domain';
import { type FormEvent, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import fieldStyles from '@/components/ui/field.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { TextField } from '@/components/ui/text-field';
import { errorMessages } from '@/lib/api-client';
import { useForm } from '@/lib/forms/use-form';
import type { ClaimCampground, VerificationMethod } from '../claim-schema';
import { documentProblem } from '../claim-document-upload';
import { fileIdentity, type Refusal, refusalInput, shownRefusal } from '../refusal';
import { verificationChoices } from '../verification-choices';
import { ChoiceRadio } from './choice-radio';
import styles from './claims.module.css';

export interface VerifyStepProps {
  campground: ClaimCampground;
  /** Sends a code by the chosen method (with the business address when that is the method). */
  onSendCode: (method: Exclude<VerificationMethod, 'document'>, email: string) => Promise<void>;
  onUpload: (file: File) => Promise<void>;
  onBack: () => void;
}

const emailValidators = { email: validateEmail };

/** Step 2: choose how to prove it, then send the code or the document. */
export function VerifyStep({ campground, onSendCode, onUpload, onBack }: VerifyStepProps) {
  const choices = verificationChoices(campground);
  const [method, setMethod] = useState<VerificationMethod>(choices[0]?.method ?? 'document');
  const emailForm = useForm({ email: '' }, emailValidators);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Shown only while the method, address and file are the ones the API refused.
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const input = refusalInput(method, method === 'business-email' ? emailForm.values.email : '', fileIdentity(file));
  const errors = shownRefusal(refusal, input);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (method === 'business-email' && !emailForm.submit()) return;
    if (method === 'document') {
      const problem = file ? documentProblem(file) : 'Choose a file to upload.';
      setFileError(problem);
      if (problem || !file) return;
    }
    setBusy(true);
    setRefusal(null);
    try {
      if (method === 'document' && file) await onUpload(file);
      else if (method !== 'document') await onSendCode(method, emailForm.values.email);
    } catch (error) {
      setRefusal({ input, messages: errorMessages(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="verify-heading">
      <h2 id="verify-heading">Verify that you run {campground.name}</h2>
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>How should we check?</legend>
        {choices.map((choice) => (
          <ChoiceRadio
            key={choice.method}
            name="verification-method"
            value={choice.method}
            checked={method === choice.method}
            onChange={() => setMethod(choice.method)}
            label={choice.label}
            detail={choice.detail}
          />
        ))}
      </fieldset>
      {method === 'business-email' && (
        <TextField
          id="claim-business-email"
          label="Business email"
          field={emailForm.field('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
        />
      )}
      {method === 'document' && (
        <FieldFrame id="claim-document" label="Document" error={fileError}>
          {(aria) => (
            <input
              id="claim-document"
              type="file"
              accept="application/pdf,image/jpeg,image/png"
              className={fieldStyles.input}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileError(chosen ? documentProblem(chosen) : null);
              }}
              {...aria}
            />
          )}
        </FieldFrame>
      )}
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button type="submit" className={buttonStyles.button} disabled={busy}>
          {method === 'document'
            ? busy
              ? 'Uploading…'
              : 'Upload and send for review'
            : busy
              ? 'Sending…'
              : 'Send code'}
        </button>
        <button
          type="button"
          className={`${buttonStyles.button} ${buttonStyles.secondary}`}
          onClick={onBack}
          disabled={busy}
        >
          Back
        </button>
      </div>
    </form>
  );
}
