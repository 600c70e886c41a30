import Link from 'next/link';
import { citiesPageHref, parksPageHref } from '@/features/places/place-paths';
import { featureListingHref, findFeatureListing, POPULAR_FEATURE_SLUGS } from '../feature-listings';
import styles from './popular-searches.module.css';

/** Links from a state page to its cities and parks pages and a few "campgrounds with …" pages. */
export function PopularSearches({ regionSlug, regionName }: { regionSlug: string; regionName: string }) {
  const listings = POPULAR_FEATURE_SLUGS.flatMap((slug) => findFeatureListing(slug) ?? []);
  return (
    <nav aria-labelledby="popular-searches" className={styles.popular}>
      <h2 id="popular-searches" className={styles.title}>
        Popular searches
      </h2>
      <ul className={styles.list}>
        <li>
          <Link href={citiesPageHref(regionSlug)}>Camping near cities in {regionName}</Link>
        </li>
        <li>
          <Link href={parksPageHref(regionSlug)}>National parks and forests in {regionName}</Link>
        </li>
        {listings.map((listing) => (
          <li key={listing.slug}>
            <Link href={featureListingHref(regionSlug, listing.slug)}>{listing.heading(regionName)}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
