'use client';

import { AMENITIES, SITE_TYPES } from '@campwise/domain';
import { useCallback } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { FormAlert } from '@/components/ui/form-alert';
import { loadSubmissions, type Submission } from '@/features/claims/submissions-api';
import { CampgroundMap } from '@/features/map/campground-map';
import { signedInApiClient } from '@/lib/session-api-client';
import { approveSubmission, rejectSubmission } from '../admin-listings-api';
import styles from './admin.module.css';
import { RejectWithReason } from './reject-with-reason';
import { useReviewQueue } from './use-review-queue';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function labels(ids: readonly string[], names: Record<string, string>): string {
  return ids.map((id) => names[id] ?? id).join(', ');
}

/** /admin/listings: suggested campgrounds waiting for review; approving makes them public at once. */
export function AdminListings({ styleUrl }: { styleUrl: string | null }) {
  const load = useCallback(async () => loadSubmissions(await signedInApiClient(), 'pending'), []);
  const { items: queue, errors, notice, busyId, act } = useReviewQueue<Submission>(load);

  return (
    <>
      <FormAlert tone="success" messages={notice ? [notice] : []} />
      <FormAlert tone="error" messages={errors} />
      {queue === null && errors.length === 0 && <p role="status">Loading suggested campgrounds…</p>}
      {queue?.length === 0 && <p className={styles.muted}>No suggested campgrounds are waiting.</p>}
      {queue && queue.length > 0 && (
        <ul className={styles.list} aria-label="Suggested campgrounds">
          {queue.map((submission) => (
            <li key={submission.id}>
              <article className={styles.item} aria-labelledby={`listing-${submission.id}`} data-testid="admin-listing">
                <h2 id={`listing-${submission.id}`}>{submission.name}</h2>
                <p className={styles.muted}>
                  {submission.submitterRole === 'owner' ? 'Added by its owner' : 'Suggested by a camper'}
                  {submission.submitterName ? ` · ${submission.submitterName}` : ''}
                  {submission.createdAt ? ` · ${dateFormat.format(new Date(submission.createdAt))}` : ''}
                </p>
                <div className={styles.map}>
                  <CampgroundMap
                    latitude={submission.latitude}
                    longitude={submission.longitude}
                    name={submission.name}
                    styleUrl={styleUrl}
                    eager
                  />
                </div>
                <dl className={styles.facts}>
                  <dt>Location</dt>
                  <dd>
                    {submission.latitude.toFixed(5)}, {submission.longitude.toFixed(5)}
                  </dd>
                  {submission.description && (
                    <>
                      <dt>Description</dt>
                      <dd>{submission.description}</dd>
                    </>
                  )}
                  {[submission.website, submission.phone, submission.email].some(Boolean) && (
                    <>
                      <dt>Contact</dt>
                      <dd>{[submission.website, submission.phone, submission.email].filter(Boolean).join(' · ')}</dd>
                    </>
                  )}
                  {submission.siteTypes.length > 0 && (
                    <>
                      <dt>Site types</dt>
                      <dd>{labels(submission.siteTypes, SITE_TYPES)}</dd>
                    </>
                  )}
                  {submission.amenities.length > 0 && (
                    <>
                      <dt>Amenities</dt>
                      <dd>{labels(submission.amenities, AMENITIES)}</dd>
                    </>
                  )}
                  {submission.priceCents !== null && (
                    <>
                      <dt>Price</dt>
                      <dd>
                        {submission.priceCents === 0 ? 'Free' : `$${(submission.priceCents / 100).toFixed(2)} a night`}
                      </dd>
                    </>
                  )}
                </dl>
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={buttonStyles.button}
                    disabled={busyId === submission.id}
                    onClick={() =>
                      void act(
                        submission.id,
                        async () => approveSubmission(await signedInApiClient(), submission.id),
                        `${submission.name} is approved and now public.`,
                      )
                    }
                  >
                    Approve
                  </button>
                  <RejectWithReason
                    busy={busyId === submission.id}
                    onReject={(reason) =>
                      void act(
                        submission.id,
                        async () => rejectSubmission(await signedInApiClient(), submission.id, reason),
                        `${submission.name} is rejected.`,
                      )
                    }
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
