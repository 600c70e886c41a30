'use client';

import Link from 'next/link';
import { useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { ApiError, errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import { claimErrorCode } from '../claims-api';
import { acceptInvitation, type AcceptedInvitation } from '../invitations-api';
import styles from './claims.module.css';

const EXPIRED_TEXT = 'This invitation has expired or was already used. Ask the campground’s owner to invite you again.';

/** /manager/invitations/{token}: one button that joins the campground's manager team. */
export function AcceptInvitation({ token }: { token: string }) {
  const [accepted, setAccepted] = useState<AcceptedInvitation | null>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const accept = async () => {
    setBusy(true);
    setErrors([]);
    try {
      setAccepted(await acceptInvitation(await signedInApiClient(), token));
    } catch (error) {
      const gone = error instanceof ApiError && claimErrorCode(error.code) === 'invitation-not-found';
      setErrors(gone ? [EXPIRED_TEXT] : errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  if (accepted) {
    return (
      <section className={styles.card} aria-labelledby="invitation-done-heading">
        <h2 id="invitation-done-heading">You’re on the team</h2>
        <p>
          You now help manage {accepted.campgroundName ?? 'the campground'}: its listing, bookings and calendar are in
          the manager portal.
        </p>
        <Link href="/manager" className={buttonStyles.button}>
          Open the manager portal
        </Link>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-labelledby="invitation-heading">
      <h2 id="invitation-heading">You’re invited to manage a campground</h2>
      <p>Accept to join the campground’s manager team. You can then edit its listing and handle its reservations.</p>
      <FormAlert tone="error" messages={errors} />
      <div className={styles.actions}>
        <button type="button" className={buttonStyles.button} disabled={busy} onClick={() => void accept()}>
          {busy ? 'Accepting…' : 'Accept invitation'}
        </button>
      </div>
    </section>
  );
}
