import type { Campground } from '../campground-schema';
import { CampgroundCard } from './campground-card';
import styles from './campground-list.module.css';

interface CampgroundListProps {
  campgrounds: readonly Campground[];
  /** A distance line per campground ("3.2 mi from Moab"), for lists measured from a place. */
  distanceFor?: (campground: Campground) => string | null;
}

export function CampgroundList({ campgrounds, distanceFor }: CampgroundListProps) {
  return (
    <ul className={styles.list}>
      {campgrounds.map((campground) => (
        <li key={campground.id}>
          <CampgroundCard campground={campground} distance={distanceFor?.(campground)} />
        </li>
      ))}
    </ul>
  );
}
