import Link from 'next/link';
import styles from './campground-claim-link.module.css';

/**
 * "Own this campground?" on the campground page: the way in for owners (/claim/{slug}, which
 * says "already claimed" when someone runs it). The region picks this campground where another
 * state has one with the same slug.
 */
export function CampgroundClaimLink({ campground }: { campground: { slug: string; regionSlug: string } }) {
  const href = `/claim/${encodeURIComponent(campground.slug)}?region=${encodeURIComponent(campground.regionSlug)}`;
  return (
    <p className={styles.claim}>
      Own this campground? <Link href={href}>Claim this campground</Link>
    </p>
  );
}
