'use client';

import Link from 'next/link';
import { useCallback } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import {
  type Claim,
  type ClaimStatus,
  ROLE_LABELS,
  STATUS_LABELS,
  VERIFICATION_LABELS,
} from '@/features/claims/claim-schema';
import { claimPath } from '@/features/claims/claim-stage';
import { errorMessages } from '@/lib/api-client';
import { campgroundPath } from '@/lib/camping-paths';
import { requireAccessToken, signedInApiClient } from '@/lib/session-api-client';
import {
  ADMIN_CLAIM_FILTERS,
  approveClaim,
  fetchClaimDocument,
  loadClaimQueue,
  type QueuedClaim,
  rejectClaim,
} from '../admin-claims-api';
import { statusTabs } from '@/lib/status-tabs';
import styles from './admin.module.css';
import { RejectWithReason } from './reject-with-reason';
import { StatusFilterNav } from '@/components/ui/status-filter-nav';
import { useReviewQueue } from './use-review-queue';

const TABS = statusTabs('/admin/claims', ADMIN_CLAIM_FILTERS, STATUS_LABELS);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** /admin/claims: claims of one status with how they were verified; approve or reject pending ones. */
export function AdminClaims({ status }: { status: ClaimStatus }) {
  const load = useCallback(async () => (await loadClaimQueue(await signedInApiClient(), status)).claims, [status]);
  const { items: queue, errors, setErrors, notice, busyId, act } = useReviewQueue(load);

  const name = (entry: QueuedClaim) => entry.campground?.name ?? entry.claim.campgroundName ?? 'the campground';

  return (
    <>
      <StatusFilterNav label="Claim status" tabs={TABS} current={status} />
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {queue === null && errors.length === 0 && <p role="status">Loading claims…</p>}
      {queue?.length === 0 && <p className={styles.muted}>No claims here.</p>}
      {queue && queue.length > 0 && (
        <ul className={styles.list} aria-label="Claims">
          {queue.map((entry) => (
            <li key={entry.claim.id}>
              <ClaimItem
                entry={entry}
                busy={busyId === entry.claim.id}
                onApprove={() =>
                  void act(
                    entry.claim.id,
                    async () => approveClaim(await signedInApiClient(), entry.claim.id),
                    entry.claim.contestsClaimId
                      ? `Contest of ${name(entry)} approved: the earlier claim is revoked and its team removed.`
                      : `Claim of ${name(entry)} approved.`,
                  )
                }
                onReject={(reason) =>
                  void act(
                    entry.claim.id,
                    async () => rejectClaim(await signedInApiClient(), entry.claim.id, reason),
                    `${entry.claim.contestsClaimId ? 'Contest' : 'Claim'} of ${name(entry)} rejected.`,
                  )
                }
                onError={setErrors}
              />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

interface ClaimItemProps {
  entry: QueuedClaim;
  busy: boolean;
  onApprove: () => void;
  onReject: (reason: string) => void;
  onError: (messages: string[]) => void;
}

/** How a claim was proved, and when a code was confirmed. */
function verification(claim: Claim): string {
  const method = claim.verificationMethod ? VERIFICATION_LABELS[claim.verificationMethod] : 'None yet';
  return `${method}${claim.verificationTargetHint ? ` (${claim.verificationTargetHint})` : ''}`;
}

/** The claim a contest disputes: who holds it, how they proved it, and since when. */
function ContestedClaim({ contested }: { contested: Claim }) {
  return (
    <section className={styles.contested} aria-label="The current claim">
      <h3>Current claim ({STATUS_LABELS[contested.status]})</h3>
      <dl className={styles.facts}>
        <dt>Claimant</dt>
        <dd>
          {contested.claimantName}
          {contested.claimantRole ? ` (${ROLE_LABELS[contested.claimantRole]})` : ''}
          {contested.businessName ? ` · ${contested.businessName}` : ''}
        </dd>
        <dt>Verification</dt>
        <dd>{verification(contested)}</dd>
        <dt>Since</dt>
        <dd>
          {contested.reviewedAt
            ? `approved ${dateFormat.format(new Date(contested.reviewedAt))}`
            : contested.createdAt
              ? `started ${dateFormat.format(new Date(contested.createdAt))}`
              : 'unknown'}
        </dd>
      </dl>
    </section>
  );
}

function ClaimItem({ entry, busy, onApprove, onReject, onError }: ClaimItemProps) {
  const { claim, campground, contested } = entry;
  const isContest = claim.contestsClaimId !== null;
  const name = campground?.name ?? claim.campgroundName ?? 'Campground';
  const slug = campground?.slug ?? claim.campgroundSlug;
  const region = campground?.regionSlug ?? claim.regionSlug;

  const openDocument = async (index: number) => {
    // Opened before the fetch, so the pop-up blocker sees the click.
    const opened = window.open('', '_blank');
    try {
      const blob = await fetchClaimDocument(await requireAccessToken(), claim.id, index);
      const url = URL.createObjectURL(blob);
      if (opened) opened.location.href = url;
      else window.location.href = url;
    } catch (error) {
      opened?.close();
      onError(errorMessages(error));
    }
  };

  return (
    <article className={styles.item} aria-labelledby={`claim-${claim.id}`} data-testid="admin-claim">
      <h2 id={`claim-${claim.id}`}>
        {slug && region ? <Link href={campgroundPath({ slug, regionSlug: region })}>{name}</Link> : name}
        {isContest && (
          <span className={styles.contestBadge} data-testid="contest-badge">
            Contest
          </span>
        )}
      </h2>
      {isContest && contested && <ContestedClaim contested={contested} />}
      <dl className={styles.facts}>
        {isContest && (
          <>
            <dt>Why it is theirs</dt>
            <dd className={styles.contestReason}>{claim.contestReason}</dd>
          </>
        )}
        <dt>Claimant</dt>
        <dd>
          {claim.claimantName}
          {claim.claimantRole ? ` (${ROLE_LABELS[claim.claimantRole]})` : ''}
          {claim.businessName ? ` · ${claim.businessName}` : ''}
        </dd>
        {claim.phone && (
          <>
            <dt>Phone</dt>
            <dd>{claim.phone}</dd>
          </>
        )}
        {claim.website && (
          <>
            <dt>Website</dt>
            <dd>{claim.website}</dd>
          </>
        )}
        <dt>Verification</dt>
        <dd>
          {verification(claim)}
          {claim.verifiedAt && (
            <span className={styles.verified}> · Code confirmed {dateFormat.format(new Date(claim.verifiedAt))}</span>
          )}
        </dd>
        {campground && (campground.email || campground.phone || campground.website) && (
          <>
            <dt>Listing contact</dt>
            <dd>{[campground.email, campground.phone, campground.website].filter(Boolean).join(' · ')}</dd>
          </>
        )}
        {claim.documents.length > 0 && (
          <>
            <dt>Documents</dt>
            <dd>
              {claim.documents.map((document, index) => (
                <button
                  key={`${document.filename}-${index}`}
                  type="button"
                  className={`${buttonStyles.button} ${buttonStyles.secondary}`}
                  // The API counts documents from 1.
                  onClick={() => void openDocument(index + 1)}
                >
                  {document.filename}
                </button>
              ))}
            </dd>
          </>
        )}
        <dt>Status</dt>
        <dd>
          {STATUS_LABELS[claim.status]}
          {claim.createdAt ? ` · started ${dateFormat.format(new Date(claim.createdAt))}` : ''}
          {claim.rejectionReason ? ` · ${claim.rejectionReason}` : ''}
        </dd>
      </dl>
      <div className={styles.actions}>
        {claim.status === 'pending' && (
          <>
            <button type="button" className={buttonStyles.button} disabled={busy} onClick={onApprove}>
              {isContest ? 'Approve contest' : 'Approve'}
            </button>
            <RejectWithReason busy={busy} onReject={onReject} />
          </>
        )}
        {slug && (
          <Link href={claimPath(slug, region)} className={styles.muted}>
            Open the claim page
          </Link>
        )}
      </div>
    </article>
  );
}
