import Link from 'next/link';
import buttonStyles from '@/components/ui/button.module.css';
import { type Claim, VERIFICATION_LABELS } from '../claim-schema';
import { ALREADY_CLAIMED_TEXT, PENDING_TITLE } from '../claim-stage';
import styles from './claims.module.css';

/** Step 3: the claim waits for an admin. */
export function ClaimPending({ claim, onWithdraw }: { claim: Claim; onWithdraw: () => void }) {
  return (
    <section className={styles.card} aria-labelledby="pending-heading" data-testid="claim-pending">
      <h2 id="pending-heading">{PENDING_TITLE}</h2>
      <p>
        {claim.verifiedAt
          ? 'You verified your claim. Our team checks every claim before handing over a listing, usually within two business days.'
          : 'We received your document. Our team reviews it, usually within two business days.'}{' '}
        We will email you when it is approved.
      </p>
      {claim.contestsClaimId !== null && (
        <p>This is a contest of the current claim: our team weighs your proof against the current manager’s.</p>
      )}
      {claim.verificationMethod && (
        <p className={styles.muted}>Verified by: {VERIFICATION_LABELS[claim.verificationMethod]}</p>
      )}
      <div className={styles.actions}>
        <Link href="/claim/properties" className={buttonStyles.button}>
          See your claims
        </Link>
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onWithdraw}>
          Withdraw claim
        </button>
      </div>
    </section>
  );
}

/** The viewer already runs it. */
export function ClaimApproved() {
  return (
    <section className={styles.card} aria-labelledby="approved-heading">
      <h2 id="approved-heading">You manage this campground</h2>
      <p>Your claim is approved. Edit the listing, set up bookings and answer reviews from the manager portal.</p>
      <Link href="/manager" className={buttonStyles.button}>
        Open the manager portal
      </Link>
    </section>
  );
}

/** Someone else runs it: the contest form follows. */
export function ClaimTaken() {
  return (
    <section className={styles.card} aria-labelledby="claimed-heading" data-testid="claim-taken">
      <h2 id="claimed-heading">Already claimed</h2>
      <p>{ALREADY_CLAIMED_TEXT}</p>
    </section>
  );
}
