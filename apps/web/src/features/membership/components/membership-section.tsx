'use client';

import { formatLongDate } from '@campwise/domain';
import { useSession } from '@/features/auth/use-session';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { signedInApiClient } from '@/lib/session-api-client';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useOverlays } from '@/features/overlays/use-overlays';
import { GetProButton } from '@/features/pro/components/get-pro-button';
import { loadSubscriptions, type Subscription } from '@/features/pro/pro-api';
import { errorMessages } from '@/lib/api-client';
import { setCancelAtPeriodEnd } from '../membership-api';
import { membershipStatus, membershipText, proUntilIfCancelled } from '../membership-status';
import { cancelMembershipConfirmation } from './cancel-membership-confirmation';
import styles from './membership.module.css';

/**
 * The account page's membership: its state with the date and amount that matter, and the one
 * action that fits it (get PRO, cancel at period end, or resume before that date).
 */
export function MembershipSection() {
  const { isPro } = useCurrentUser();
  const { update } = useSession();
  const { openOverlay } = useOverlays();
  const [subscriptions, setSubscriptions] = useState<Subscription[] | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // Read again whenever the session's PRO flag changes, e.g. after buying PRO from this page.
  useEffect(() => {
    let cancelled = false;
    signedInApiClient()
      .then(loadSubscriptions)
      .then(
        (loaded) => {
          if (!cancelled) setSubscriptions(loaded);
        },
        (error: unknown) => {
          if (!cancelled) setErrors(errorMessages(error));
        },
      );
    return () => {
      cancelled = true;
    };
  }, [isPro]);

  const changeCancellation = useCallback(
    async (subscriptionId: string, cancel: boolean) => {
      const saved = await setCancelAtPeriodEnd(await signedInApiClient(), subscriptionId, cancel);
      setSubscriptions((current) => (current ?? []).map((item) => (item.id === saved.id ? saved : item)));
      // The session carries the PRO flag the header and map layers read; keep it in step.
      await update();
    },
    [update],
  );

  if (!subscriptions) {
    return errors.length > 0 ? <FormAlert tone="error" messages={errors} /> : <p role="status">Loading…</p>;
  }

  const status = membershipStatus(subscriptions);
  const text = membershipText(status);
  // PRO given some other way (say, by an admin) has no membership to show or cancel.
  const proWithoutMembership = status.kind === 'free' && isPro;
  const badge = proWithoutMembership ? 'PRO member' : text.badge;
  const proUntil = proUntilIfCancelled(status);

  const resume = async () => {
    if (status.kind !== 'ending') return;
    setBusy(true);
    setErrors([]);
    setNotice(null);
    try {
      await changeCancellation(status.subscription.id, false);
      setNotice('Your membership is back on.');
    } catch (error) {
      setErrors(errorMessages(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <p className={styles.status}>
        <span className={`${styles.badge} ${badge === 'PRO member' ? styles.badgePro : ''}`}>{badge}</span>
        {!proWithoutMembership && <span className={styles.headline}>{text.headline}</span>}
      </p>
      {!proWithoutMembership && text.detail && <p className={styles.detail}>{text.detail}</p>}
      <FormAlert tone="error" messages={errors} />
      {notice && <FormAlert tone="success" messages={[notice]} />}
      <div className={styles.actions}>
        {status.kind === 'free' && !isPro && <GetProButton className={buttonStyles.button} />}
        {proUntil && (
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary}`}
            onClick={() => {
              setNotice(null);
              if (status.kind === 'free') return;
              const { id } = status.subscription;
              openOverlay(
                'confirmation',
                cancelMembershipConfirmation(proUntil, async () => {
                  await changeCancellation(id, true);
                  setNotice(`Your membership is cancelled. You stay PRO until ${formatLongDate(proUntil)}.`);
                }),
              );
            }}
          >
            Cancel membership
          </button>
        )}
        {status.kind === 'ending' && (
          <button type="button" className={buttonStyles.button} onClick={() => void resume()} disabled={busy}>
            Resume membership
          </button>
        )}
      </div>
    </>
  );
}
