import { amenityLabel, siteTypeLabel } from '../campground-labels';
import type { Campground } from '../campground-schema';
import styles from './campground-detail.module.css';

function FeatureList({ items, emptyText }: { items: readonly string[]; emptyText: string }) {
  if (items.length === 0) return <p className={styles.muted}>{emptyText}</p>;
  return (
    <ul className={styles.features}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/** Site types and amenities, each under its own heading. */
export function CampgroundFeatures({ campground }: { campground: Campground }) {
  return (
    <>
      <section aria-labelledby="site-types-heading" className={styles.section}>
        <h2 id="site-types-heading">Site types</h2>
        <FeatureList items={campground.siteTypes.map(siteTypeLabel)} emptyText="Site types are not listed." />
      </section>
      <section aria-labelledby="amenities-heading" className={styles.section}>
        <h2 id="amenities-heading">Amenities</h2>
        <FeatureList items={campground.amenities.map(amenityLabel)} emptyText="No amenities are listed." />
      </section>
    </>
  );
}
