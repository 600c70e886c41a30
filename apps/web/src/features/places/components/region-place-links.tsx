import Link from 'next/link';
import { regionPath } from '@/lib/camping-paths';
import { citiesPageHref, parksPageHref } from '../place-paths';
import styles from './region-place-links.module.css';

type Current = 'cities' | 'parks' | null;

/** Links from a place page to the state's other ways in: its cities, its parks, all campgrounds. */
export function RegionPlaceLinks({
  regionSlug,
  regionName,
  current = null,
}: {
  regionSlug: string;
  regionName: string;
  current?: Current;
}) {
  const links = [
    { key: 'cities', href: citiesPageHref(regionSlug), label: `Camping near cities in ${regionName}` },
    { key: 'parks', href: parksPageHref(regionSlug), label: `National parks and forests in ${regionName}` },
    { key: 'all', href: regionPath(regionSlug), label: `All campgrounds in ${regionName}` },
  ].filter((link) => link.key !== current);
  return (
    <nav aria-labelledby="region-place-links" className={styles.links}>
      <h2 id="region-place-links" className={styles.title}>
        More camping in {regionName}
      </h2>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.key}>
            <Link href={link.href}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
