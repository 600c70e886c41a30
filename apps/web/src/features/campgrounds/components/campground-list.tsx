import type { Campground } from '../campground-schema';
import { CampgroundCard } from './campground-card';
import styles from './campground-list.module.css';

export function CampgroundList({ campgrounds }: { campgrounds: readonly Campground[] }) {
  return (
    <ul className={styles.list}>
      {campgrounds.map((campground) => (
        <li key={campground.id}>
          <CampgroundCard campground={campground} />
        </li>
      ))}
    </ul>
  );
}
