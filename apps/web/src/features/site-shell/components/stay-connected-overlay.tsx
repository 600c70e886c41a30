'use client';

import { PRODUCT_NAME, validateEmail } from '@campwise/domain';
import { useId } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { Modal } from '@/components/ui/modal';
import { TextField } from '@/components/ui/text-field';
import { useSendForm } from '@/lib/forms/use-send-form';
import { subscribeToNewsletter } from '../newsletter-api';
import styles from './site-shell.module.css';

const validators = { email: validateEmail };

/**
 * The stay-connected overlay (spec section 2): the newsletter sign-up. Double opt-in: nothing is
 * sent until the emailed link is followed, so it then only says to check the inbox.
 */
export function StayConnectedOverlay({ onClose }: { onClose: () => void }) {
  const id = useId();
  const { form, sentTo, errors, busy, confirmation, onSubmit } = useSendForm({ email: '' }, validators, (values) =>
    subscribeToNewsletter(values.email),
  );

  return (
    <Modal open onClose={onClose} title="Stay connected" closeDisabled={busy}>
      {sentTo ? (
        <div ref={confirmation} tabIndex={-1} className={styles.body}>
          <FormAlert
            tone="success"
            messages={[
              `Check your inbox: we sent a link to ${sentTo}. Open it to confirm your subscription (it works for 7 days).`,
            ]}
          />
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.block}`} onClick={onClose}>
            Done
          </button>
        </div>
      ) : (
        <div className={styles.body}>
          <p>
            Get the {PRODUCT_NAME} newsletter: camping tips, new campgrounds and deals, about twice a month. Unsubscribe
            any time.
          </p>
          <FormAlert tone="error" messages={errors} />
          <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy}>
            <TextField
              id={`${id}-email`}
              label="Email"
              type="email"
              inputMode="email"
              autoComplete="email"
              field={form.field('email')}
            />
            <button type="submit" className={`${buttonStyles.button} ${buttonStyles.block}`} disabled={busy}>
              Sign up
            </button>
          </form>
          <p className={styles.fine}>We'll email you a link to confirm first: no link, no newsletter.</p>
        </div>
      )}
    </Modal>
  );
}
