import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { BrandMark } from './brand-mark';
import styles from './site-header.module.css';

export function SiteHeader() {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            <li>
              <Link href="/#states">Explore</Link>
            </li>
            <li>
              <Link href="/about/us">About</Link>
            </li>
            <li>
              {/* Not prefetched: sign-in belongs to the auth flow and is only worth loading on a click. */}
              <Link href="/signin" prefetch={false} className={styles.signIn}>
                Sign In
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
