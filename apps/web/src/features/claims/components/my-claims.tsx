'use client';

import Link from 'next/link';
import { useSession } from '@/features/auth/use-session';
import { useCallback, useEffect, useState } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { useOverlays } from '@/features/overlays/use-overlays';
import { errorMessages } from '@/lib/api-client';
import { browserStorage } from '@/lib/browser-storage';
import { signedInApiClient } from '@/lib/session-api-client';
import { isOpenClaim, STATUS_LABELS } from '../claim-schema';
import { claimPath, PENDING_TITLE } from '../claim-stage';
import { claimToCelebrate, rememberClaimShown, shownClaimIds } from '../claim-success-memory';
import { loadMyClaims, type MyClaim, withdrawClaim } from '../claims-api';
import { loadMySubmissions, type Submission, SUBMISSION_STATUS_LABELS } from '../submissions-api';
import styles from './claims.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** What a claim's row says under its status. */
function statusNote({ claim }: MyClaim): string {
  switch (claim.status) {
    case 'unverified':
      return 'Verify that you run it to send the claim for review.';
    case 'pending':
      return `${PENDING_TITLE}.`;
    case 'approved':
      return 'You manage this campground.';
    case 'rejected':
      return claim.rejectionReason ? `Not approved: ${claim.rejectionReason}` : 'Not approved.';
    case 'withdrawn':
      return 'You withdrew this claim.';
    case 'revoked':
      return 'Another claimant proved they run it, so this claim was revoked.';
  }
}

/** /claim/properties: the user's claims and suggested campgrounds, with what they can do next. */
export function MyClaims({ userId }: { userId: string }) {
  const [claims, setClaims] = useState<MyClaim[] | null>(null);
  const [submissions, setSubmissions] = useState<Submission[]>([]);
  const [errors, setErrors] = useState<string[]>([]);
  const { openOverlay } = useOverlays();
  const { isManager } = useCurrentUser();
  const { update } = useSession();

  const reload = useCallback(async () => {
    try {
      const client = await signedInApiClient();
      const [mine, suggested] = await Promise.all([
        loadMyClaims(client, userId),
        // The suggestions are a side list: the claims still show if they cannot be read.
        loadMySubmissions(client).catch(() => []),
      ]);
      setClaims(mine);
      setSubmissions(suggested);
      return mine;
    } catch (error) {
      setErrors(errorMessages(error));
      return null;
    }
  }, [userId]);

  useEffect(() => {
    void reload().then((mine) => {
      if (!mine) return;
      // Approval made the user a manager on the server; read the user again so the header's
      // "Manager portal" link shows without signing out and in.
      if (!isManager && mine.some((entry) => entry.claim.status === 'approved')) void update().catch(() => null);
      const storage = browserStorage();
      const approved = claimToCelebrate(
        mine.map((entry) => ({ ...entry, id: entry.claim.id, status: entry.claim.status })),
        shownClaimIds(storage),
      );
      if (!approved) return;
      rememberClaimShown(storage, approved.id);
      openOverlay('claim-success', {
        campgroundName: approved.campground?.name ?? approved.claim.campgroundName ?? 'your campground',
      });
    });
  }, [reload, openOverlay, isManager, update]);

  const withdraw = (entry: MyClaim) =>
    openOverlay('confirmation', {
      title: 'Withdraw your claim?',
      message: `Your claim of ${entry.campground?.name ?? 'this campground'} will be closed. You can start a new one later.`,
      confirmLabel: 'Withdraw claim',
      busyLabel: 'Withdrawing…',
      cancelLabel: 'Keep it',
      onConfirm: async () => {
        await withdrawClaim(await signedInApiClient(), entry.claim.id);
        await reload();
      },
    });

  if (errors.length > 0) return <FormAlert tone="error" messages={errors} />;
  if (!claims) return <p role="status">Loading your claims…</p>;

  return (
    <div className={styles.column}>
      {claims.length === 0 ? (
        <section className={styles.card}>
          <h2>No claims yet</h2>
          <p>
            Run a campground? <Link href="/claim">Find it and claim it</Link>, or{' '}
            <Link href="/claim/add">add it if it is missing</Link>.
          </p>
        </section>
      ) : (
        <ul className={styles.list} aria-label="Your claims">
          {claims.map((entry) => (
            <ClaimRow key={entry.claim.id} entry={entry} onWithdraw={() => withdraw(entry)} />
          ))}
        </ul>
      )}
      {submissions.length > 0 && (
        <section aria-labelledby="suggested-heading" className={styles.card}>
          <h2 id="suggested-heading">Campgrounds you added</h2>
          <ul className={styles.list}>
            {submissions.map((submission) => (
              <li key={submission.id}>
                <strong>{submission.name}</strong> ·{' '}
                <span className={styles.badge} data-status={submission.status}>
                  {SUBMISSION_STATUS_LABELS[submission.status]}
                </span>
                {submission.rejectionReason && <p className={styles.muted}>{submission.rejectionReason}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <p className={styles.note}>
        <Link href="/claim">Claim another campground</Link>
      </p>
    </div>
  );
}

function ClaimRow({ entry, onWithdraw }: { entry: MyClaim; onWithdraw: () => void }) {
  const { claim, campground } = entry;
  const name = campground?.name ?? claim.campgroundName ?? 'Campground';
  const slug = campground?.slug ?? claim.campgroundSlug;
  const region = campground?.regionSlug ?? claim.regionSlug;
  return (
    <li className={styles.card} data-testid="my-claim">
      <div className={styles.rowHeader}>
        <h2>{name}</h2>
        <span className={styles.badge} data-status={claim.status}>
          {STATUS_LABELS[claim.status]}
        </span>
      </div>
      <p>{statusNote(entry)}</p>
      {claim.createdAt && <p className={styles.muted}>Started {dateFormat.format(new Date(claim.createdAt))}</p>}
      <div className={styles.actions}>
        {claim.status === 'unverified' && slug && (
          <Link href={claimPath(slug, region)} className={buttonStyles.button}>
            Resume claim
          </Link>
        )}
        {claim.status === 'approved' && (
          <Link href="/manager" className={buttonStyles.button}>
            Open the manager portal
          </Link>
        )}
        {isOpenClaim(claim) && (
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onWithdraw}>
            Withdraw
          </button>
        )}
        {(claim.status === 'rejected' || claim.status === 'withdrawn') && slug && (
          <Link href={claimPath(slug, region)} className={`${buttonStyles.button} ${buttonStyles.secondary}`}>
            Claim again
          </Link>
        )}
      </div>
    </li>
  );
}
