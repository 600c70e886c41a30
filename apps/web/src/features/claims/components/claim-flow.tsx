'use client';

import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-alert';
import { useOverlays } from '@/features/overlays/use-overlays';
import { campgroundPath } from '@/lib/camping-paths';
import { ApiError, errorMessages } from '@/lib/api-client';
import { signedInApiClient } from '@/lib/session-api-client';
import type { Claim } from '../claim-schema';
import { claimPath, claimStage, pickCampground, stepIndex, viewerClaim } from '../claim-stage';
import { uploadClaimDocument } from '../claim-document-upload';
import {
  type CampgroundWithClaims,
  claimErrorCode,
  createClaim,
  loadCampgroundsBySlug,
  startVerification,
  submitCode,
  updateClaim,
  withdrawClaim,
} from '../claims-api';
import { AboutYouForm } from './about-you-form';
import { AdminClaimList } from './admin-claim-list';
import { ClaimApproved, ClaimPending, ClaimTaken } from './claim-outcomes';
import { ClaimSteps } from './claim-steps';
import { CodeStep } from './code-step';
import styles from './claims.module.css';
import { VerifyStep } from './verify-step';

export interface ClaimFlowProps {
  slug: string;
  region: string | null;
  user: { id: string; name: string; admin: boolean };
}

type Loaded = { found: CampgroundWithClaims[] };

/** /claim/{slug}: the campground, then the viewer's claim from where it stands. */
export function ClaimFlow({ slug, region, user }: ClaimFlowProps) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [loadErrors, setLoadErrors] = useState<string[]>([]);
  // The claimant went back a step (to edit their details, or to choose another way to verify).
  const [backTo, setBackTo] = useState<'about-you' | 'verify' | null>(null);
  const { openOverlay } = useOverlays();

  const reload = useCallback(async () => {
    try {
      setLoaded({ found: await loadCampgroundsBySlug(await signedInApiClient(), slug) });
    } catch (error) {
      setLoadErrors(errorMessages(error));
    }
  }, [slug]);

  useEffect(() => {
    void reload();
  }, [reload]);

  if (loadErrors.length > 0) return <FormAlert tone="error" messages={loadErrors} />;
  if (!loaded) return <p role="status">Loading the campground…</p>;

  const { chosen, choices } = pickCampground(
    loaded.found.map((entry) => ({
      ...entry,
      regionSlug: entry.campground.regionSlug,
      regionCode: entry.campground.regionCode,
    })),
    region,
  );
  if (!chosen && choices.length > 0) {
    return (
      <section className={styles.card} aria-labelledby="which-heading">
        <h2 id="which-heading">Which campground is yours?</h2>
        <p>Campgrounds with this name are listed in several states.</p>
        <ul className={styles.list}>
          {choices.map(({ campground }) => (
            <li key={campground.id}>
              <Link href={claimPath(campground.slug, campground.regionSlug)}>
                {campground.name}, {campground.regionName || campground.regionCode.toUpperCase()}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  if (!chosen) {
    return (
      <section className={styles.card}>
        <h2>We could not find that campground</h2>
        <p>
          <Link href="/claim">Search again</Link> or <Link href="/claim/add">add your campground</Link>.
        </p>
      </section>
    );
  }

  const { campground, claims } = chosen;
  const claim = viewerClaim(claims, user.id);
  const stage =
    backTo && claim && (claim.status === 'unverified' || backTo === 'about-you')
      ? backTo
      : claimStage(campground, claim);
  const othersClaims = user.admin ? claims.filter((other) => other.userId !== user.id) : [];

  /** Puts a changed claim in place, so the page moves on without reloading everything. */
  const replaceClaim = (changed: Claim) => {
    setBackTo(null);
    setLoaded({
      found: loaded.found.map((entry) =>
        entry.campground.id === campground.id
          ? { ...entry, claims: [changed, ...entry.claims.filter((other) => other.id !== changed.id)] }
          : entry,
      ),
    });
  };

  const withClient = async <T,>(call: (client: Awaited<ReturnType<typeof signedInApiClient>>) => Promise<T>) =>
    call(await signedInApiClient());

  const openClaim = claim && (claim.status === 'unverified' || claim.status === 'pending') ? claim : null;

  const saveDetails = async (details: Parameters<typeof createClaim>[2]) => {
    try {
      // A new contest is always created: the API turns a claim left open from before into it.
      const open = stage === 'claimed' ? null : openClaim;
      replaceClaim(
        await withClient((client) =>
          open ? updateClaim(client, open.id, details) : createClaim(client, campground.id, details),
        ),
      );
    } catch (error) {
      // Another tab started the claim, or someone's was approved meanwhile: show what is true now.
      const code = error instanceof ApiError ? claimErrorCode(error.code) : undefined;
      if (code === 'claim-exists' || code === 'already-claimed' || code === 'already-manager') {
        setBackTo(null);
        await reload();
        return;
      }
      throw error;
    }
  };

  const withdraw = (open: Claim) =>
    openOverlay('confirmation', {
      title: 'Withdraw your claim?',
      message: `Your claim of ${campground.name} will be closed. You can start a new one later.`,
      confirmLabel: 'Withdraw claim',
      busyLabel: 'Withdrawing…',
      cancelLabel: 'Keep it',
      onConfirm: async () => replaceClaim(await withClient((client) => withdrawClaim(client, open.id))),
    });

  return (
    <div className={styles.column}>
      <header className={styles.campground}>
        <h2>{campground.name}</h2>
        <p className={styles.muted}>
          {[campground.nearestTown, campground.regionName].filter(Boolean).join(', ')} ·{' '}
          <Link href={campgroundPath(campground)}>View listing</Link>
        </p>
      </header>
      {stage !== 'approved' && <ClaimSteps current={stepIndex(stage)} />}
      {claim?.status === 'rejected' && stage === 'about-you' && (
        <FormAlert tone="info">
          <p>
            Your earlier claim was not approved
            {claim.rejectionReason ? `: ${claim.rejectionReason}` : '.'} You can try again.
          </p>
        </FormAlert>
      )}
      {stage === 'about-you' && (
        <AboutYouForm
          key={claim?.id ?? 'new'}
          claim={openClaim}
          userName={user.name}
          contest={openClaim?.contestsClaimId != null}
          onSave={saveDetails}
        />
      )}
      {stage === 'verify' && claim && (
        <VerifyStep
          campground={campground}
          onSendCode={async (method, email) =>
            replaceClaim(await withClient((client) => startVerification(client, claim.id, method, email)))
          }
          onUpload={async (file) => replaceClaim(await uploadClaimDocument(claim.id, file))}
          onBack={() => setBackTo('about-you')}
        />
      )}
      {stage === 'code' && claim && claim.verificationMethod && claim.verificationMethod !== 'document' && (
        <CodeStep
          claim={claim}
          onSubmit={async (code) => replaceClaim(await withClient((client) => submitCode(client, claim.id, code)))}
          onResend={async () => {
            const method = claim.verificationMethod;
            if (method === 'listed-email' || method === 'listed-phone') {
              replaceClaim(await withClient((client) => startVerification(client, claim.id, method)));
            } else {
              // A business address is not kept in the clear: ask for it again.
              setBackTo('verify');
            }
          }}
          onOtherMethod={() => setBackTo('verify')}
        />
      )}
      {stage === 'pending' && claim && <ClaimPending claim={claim} onWithdraw={() => withdraw(claim)} />}
      {stage === 'approved' && <ClaimApproved />}
      {stage === 'claimed' && (
        <>
          <ClaimTaken />
          <AboutYouForm key="contest" claim={null} userName={user.name} contest onSave={saveDetails} />
        </>
      )}
      {othersClaims.length > 0 && <AdminClaimList claims={othersClaims} />}
    </div>
  );
}
