import Link from 'next/link';
import { CampgroundList } from '@/features/campgrounds/components/campground-list';
import { formatCount, formatInteger } from '@/lib/format';
import { type CampgroundBlock, campgroundBlockSearchHref } from '../data-blocks';
import { fetchCampgroundBlock } from '../guide-data-api.server';
import styles from './guides.module.css';

/** A `campgrounds` data block: the first campgrounds matching its filters, live from our data. */
export async function CampgroundBlockView({ block }: { block: CampgroundBlock }) {
  const { campgrounds, total } = await fetchCampgroundBlock(block);
  if (total === 0) {
    return (
      <section className={styles.dataBlock} aria-label="Campgrounds from our data">
        <p className={styles.dataSummary}>No campgrounds in our data match this list yet.</p>
      </section>
    );
  }
  return (
    <section className={styles.dataBlock} aria-label="Campgrounds from our data">
      <p className={styles.dataSummary}>
        {total > campgrounds.length
          ? `${formatCount(total, 'campground')} match in our data; here are ${formatInteger(campgrounds.length)}.`
          : `${formatCount(total, 'campground')} in our data.`}
      </p>
      <CampgroundList campgrounds={campgrounds} />
      <p className={styles.dataLink}>
        <Link href={campgroundBlockSearchHref(block)}>See all {formatInteger(total)} on the map</Link>
      </p>
    </section>
  );
}
