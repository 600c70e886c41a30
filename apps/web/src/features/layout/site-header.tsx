import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { LazyNotificationBell } from '@/features/notifications/components/lazy-notification-bell';
import { BrandMark } from './brand-mark';
import { HeaderAccount, HeaderGetPro, type HeaderUserHint } from './header-account';
import { NavDrawer } from './nav-drawer';
import styles from './site-header.module.css';

export function SiteHeader({ initialUser }: { initialUser: HeaderUserHint | null }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <NavDrawer />
        <Link href="/" className={styles.brand}>
          <BrandMark className={styles.mark} />
          <span>{PRODUCT_NAME}</span>
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.links}>
            <li className={styles.wideOnly}>
              <Link href="/search">Explore</Link>
            </li>
            <li className={styles.wideOnly}>
              <Link href="/about/us">About</Link>
            </li>
            <li>
              <HeaderGetPro initialUser={initialUser} />
            </li>
            <LazyNotificationBell signedInHint={initialUser !== null} />
            <li>
              <HeaderAccount initialUser={initialUser} />
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
