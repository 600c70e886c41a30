import Link from 'next/link';
import { type Claim, ROLE_LABELS, STATUS_LABELS, VERIFICATION_LABELS } from '../claim-schema';
import styles from './claims.module.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** For admins (spec section 6): every claim on the campground, with a way to the review queue. */
export function AdminClaimList({ claims }: { claims: readonly Claim[] }) {
  return (
    <section className={styles.card} aria-labelledby="admin-claims-heading">
      <h2 id="admin-claims-heading">Claims on this campground</h2>
      <ul className={styles.list}>
        {claims.map((claim) => (
          <li key={claim.id}>
            <strong>{claim.claimantName || 'Unnamed claimant'}</strong>
            {claim.claimantRole ? ` (${ROLE_LABELS[claim.claimantRole]})` : ''} ·{' '}
            <span className={styles.badge} data-status={claim.status}>
              {STATUS_LABELS[claim.status]}
            </span>
            <p className={styles.muted}>
              {claim.verificationMethod ? VERIFICATION_LABELS[claim.verificationMethod] : 'Not verified'}
              {claim.createdAt ? ` · started ${dateFormat.format(new Date(claim.createdAt))}` : ''}
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        <Link href="/admin/claims">Open the claims queue</Link>
      </p>
    </section>
  );
}
