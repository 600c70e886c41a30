import Link from 'next/link';
import { featureListingHref, findFeatureListing, POPULAR_FEATURE_SLUGS } from '../feature-listings';
import styles from './popular-searches.module.css';

/** Links from a state page to a few of its "campgrounds with …" pages. */
export function PopularSearches({ regionSlug, regionName }: { regionSlug: string; regionName: string }) {
  const listings = POPULAR_FEATURE_SLUGS.flatMap((slug) => findFeatureListing(slug) ?? []);
  return (
    <nav aria-labelledby="popular-searches" className={styles.popular}>
      <h2 id="popular-searches" className={styles.title}>
        Popular searches
      </h2>
      <ul className={styles.list}>
        {listings.map((listing) => (
          <li key={listing.slug}>
            <Link href={featureListingHref(regionSlug, listing.slug)}>{listing.heading(regionName)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
