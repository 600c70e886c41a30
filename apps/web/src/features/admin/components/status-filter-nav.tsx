import Link from 'next/link';
import styles from './admin.module.css';

export interface StatusFilterOption {
  value: string;
  label: string;
  href: string;
  /** Shown after the label, e.g. how many are in it. */
  count?: number | null;
}

/** An admin queue's tabs by status: links, the current one marked for assistive technology. */
export function StatusFilterNav({
  label,
  options,
  current,
}: {
  label: string;
  options: readonly StatusFilterOption[];
  current: string;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.filters}>
        {options.map((option) => (
          <li key={option.value}>
            <Link
              className={styles.filter}
              href={option.href}
              aria-current={option.value === current ? 'page' : undefined}
            >
              {option.label}
              {option.count !== undefined && option.count !== null && ` (${option.count})`}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
