import Link from 'next/link';
import { formatCount } from '@/lib/format';
import { regionPath } from '@/lib/camping-paths';
import type { Region } from '../region-schema';
import styles from './state-list.module.css';

/** Every state as a link to its campgrounds, with how many there are. */
export function StateList({ regions }: { regions: readonly Region[] }) {
  return (
    <ul className={styles.list}>
      {regions.map((region) => (
        <li key={region.slug}>
          <Link href={regionPath(region.slug)} className={styles.state}>
            <span className={styles.name}>{region.name}</span>
            <span className={styles.count}>{formatCount(region.campgroundCount, 'campground')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
