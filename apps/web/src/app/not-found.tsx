import type { Metadata } from 'next';
import Link from 'next/link';
import styles from '@/features/errors/error-page.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

export default function NotFound() {
  return (
    <div className="page">
      <div className={styles.wrap}>
        <p className={styles.code}>Error 404</p>
        <h1 className={styles.title}>We couldn&rsquo;t find that page</h1>
        <p className={styles.text}>
          The campground or page you were looking for isn&rsquo;t here. It may have moved, or the link may be mistyped.
          Every campground is listed on its state&rsquo;s page.
        </p>
        <ul className={styles.actions}>
          <li>
            <Link href="/" className={styles.primary}>
              Go to the home page
            </Link>
          </li>
          <li>
            <Link href="/#states" className={styles.secondary}>
              Browse campgrounds by state
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
