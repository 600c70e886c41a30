import Link from 'next/link';
import { campgroundPath } from '@/lib/camping-paths';
import { distanceMiles, formatMiles } from '../campground-distance';
import type { Campground } from '../campground-schema';
import styles from './campground-detail.module.css';

/** The closest other campgrounds, nearest first, with the straight-line distance. */
export function NearbyCampgrounds({ campground, nearby }: { campground: Campground; nearby: readonly Campground[] }) {
  if (nearby.length === 0) return null;
  return (
    <section aria-labelledby="nearby-heading" className={styles.section}>
      <h2 id="nearby-heading">Nearby campgrounds</h2>
      <ul className={styles.nearby}>
        {nearby.map((other) => (
          <li key={other.id}>
            <Link href={campgroundPath(other)}>{other.name}</Link>
            <span className={styles.distance}>
              {formatMiles(distanceMiles(campground, other))}
              <span className="visually-hidden"> away</span>
            </span>
            {other.nearestTown && <span className={styles.muted}>Near {other.nearestTown}</span>}
          </li>
        ))}
      </ul>
      <p className={styles.footnote}>Distances are straight-line, not driving distance.</p>
    </section>
  );
}
