import Link from 'next/link';
import type { StatusTab } from '@/lib/status-tabs';
import styles from './status-filter-nav.module.css';

export interface StatusFilterNavProps<S extends string> {
  label: string;
  tabs: readonly StatusTab<S>[];
  current: S;
  /** How many are in a status, shown after its label; null where not known. */
  count?: (status: S) => number | null;
  /** Marks each tab `${testIdPrefix}-${status}` for browser tests. */
  testIdPrefix?: string;
}

/** An admin queue's tabs by status: links, the current one marked for assistive technology. */
export function StatusFilterNav<S extends string>({
  label,
  tabs,
  current,
  count,
  testIdPrefix,
}: StatusFilterNavProps<S>) {
  return (
    <nav aria-label={label}>
      <ul className={styles.filters}>
        {tabs.map((tab) => {
          const shown = count?.(tab.value) ?? null;
          return (
            <li key={tab.value}>
              <Link
                className={styles.filter}
                href={tab.href}
                aria-current={tab.value === current ? 'page' : undefined}
                data-testid={testIdPrefix ? `${testIdPrefix}-${tab.value}` : undefined}
              >
                {tab.label}
                {shown !== null && ` (${shown})`}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
