import Link from 'next/link';
import type { SortOption } from '../campground-schema';
import styles from './sort-links.module.css';

interface SortLinksProps {
  options: readonly SortOption[];
  current: string;
  hrefForSort: (sort: string) => string;
}

/** The sort orders the API offers, as links so that sorting works without JavaScript. */
export function SortLinks({ options, current, hrefForSort }: SortLinksProps) {
  if (options.length < 2) return null;
  return (
    <nav aria-labelledby="sort-label" className={styles.sort}>
      <span id="sort-label" className={styles.label}>
        Sort by
      </span>
      <ul className={styles.options}>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              href={hrefForSort(option.value)}
              className={styles.option}
              aria-current={option.value === current ? 'true' : undefined}
            >
              {option.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
