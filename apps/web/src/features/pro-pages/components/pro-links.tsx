import Link from 'next/link';
import { PRO_PAGES } from '../pro-pages';
import styles from './pro-page.module.css';

/** The other PRO pages, at the foot of each. */
export function ProLinks({ current }: { current: string }) {
  return (
    <section className={`${styles.section} ${styles.bottom}`} aria-labelledby="pro-links-heading">
      <h2 id="pro-links-heading" className={styles.heading}>
        More about PRO
      </h2>
      <ul className={`${styles.links} ${styles.linkRow}`}>
        {PRO_PAGES.filter((page) => page.href !== current).map((page) => (
          <li key={page.href}>
            <Link href={page.href}>{page.label}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
