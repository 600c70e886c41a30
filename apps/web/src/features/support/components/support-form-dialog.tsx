'use client';

import {
  validateSupportEmail,
  validateSupportMessage,
  validateSupportName,
  validateSupportSubject,
} from '@campwise/domain';
import { type Ref, useId } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import fieldStyles from '@/components/ui/field.module.css';
import { FieldFrame } from '@/components/ui/field-frame';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useSendForm } from '@/lib/forms/use-send-form';
import { sendSupportMessage } from '../support-api';
import styles from './support-widget.module.css';

const validators = {
  name: validateSupportName,
  email: validateSupportEmail,
  subject: validateSupportSubject,
  message: validateSupportMessage,
};

export interface SupportFormDialogProps {
  /** The page the visitor writes from (its path only: a query may hold a token or personal data). */
  pagePath: string;
  /** The signed-in user, to fill in who is writing. */
  user: { name: string; email: string } | null;
  onClose: () => void;
}

/** The contact form: the message reaches the admins (stored, and emailed to support). */
export function SupportFormDialog({ pagePath, user, onClose }: SupportFormDialogProps) {
  const id = useId();
  const { form, sentTo, errors, busy, confirmation, onSubmit } = useSendForm(
    { name: user?.name ?? '', email: user?.email ?? '', subject: '', message: '' },
    validators,
    (values) => sendSupportMessage({ ...values, pagePath }),
  );
  const message = form.field('message');

  return (
    <Modal open onClose={onClose} title="Contact support" closeDisabled={busy} size="medium">
      {sentTo ? (
        <div ref={confirmation} tabIndex={-1} className={styles.body} data-testid="support-sent">
          <FormAlert
            tone="success"
            messages={[`Thanks, your message reached our support team. We will answer by email at ${sentTo}.`]}
          />
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.block}`} onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <div className={styles.body}>
          <p>Questions about a campground, a booking or your account? Write to us and we answer by email.</p>
          <FormAlert tone="error" messages={errors} />
          <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
            <TextField id={`${id}-name`} label="Name" autoComplete="name" field={form.field('name')} />
            <TextField
              id={`${id}-email`}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              field={form.field('email')}
            />
            <TextField id={`${id}-subject`} label="Subject" field={form.field('subject')} />
            <FieldFrame id={`${id}-message`} label="Message" error={message.error}>
              {(aria) => (
                <textarea
                  id={`${id}-message`}
                  // The form only focuses its fields (the first invalid one on submit), which a textarea does too.
                  ref={message.ref as unknown as Ref<HTMLTextAreaElement>}
                  name={message.name}
                  value={message.value}
                  onChange={(event) => form.setValue('message', event.target.value)}
                  onBlur={message.onBlur}
                  className={`${fieldStyles.input} ${styles.message}`}
                  {...aria}
                />
              )}
            </FieldFrame>
            <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy}>
              {busy ? 'Sending…' : 'Send message'}
            </button>
          </form>
        </div>
      )}
    </Modal>
  );
}
