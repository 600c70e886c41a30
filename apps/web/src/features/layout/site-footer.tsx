import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { DataAttributionList } from './data-attribution-list';
import { FooterOverlayLinks } from './footer-overlay-links';
import styles from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label="Footer" className={styles.section}>
          <h2 className={styles.heading}>{PRODUCT_NAME}</h2>
          <ul className={styles.list}>
            <li>
              <Link href="/about/us">About us</Link>
            </li>
            <li>
              <Link href="/guides">Guides</Link>
            </li>
            <li>
              <Link href="/magazine">Magazine</Link>
            </li>
            <li>
              <Link href="/new">What's new</Link>
            </li>
            <li>
              <Link href="/pro">{PRODUCT_NAME} PRO</Link>
            </li>
            <li>
              <Link href="/claim">Claim your campground</Link>
            </li>
            <li>
              <Link href="/claim/add">Add a campground</Link>
            </li>
            <li>
              <Link href="/about/tacos">Terms of Use</Link>
            </li>
            <li>
              <Link href="/about/privacy">Privacy Policy</Link>
            </li>
            <FooterOverlayLinks />
          </ul>
        </nav>
        <section aria-labelledby="footer-data-heading" className={styles.section}>
          <h2 id="footer-data-heading" className={styles.heading}>
            Data and credits
          </h2>
          <DataAttributionList className={styles.list} />
          <p className={styles.note}>
            OpenStreetMap data is available under the Open Database License (ODbL). US cities data is licensed under CC
            BY 4.0. <Link href="/about/us#data">How we use open data</Link>
          </p>
        </section>
      </div>
    </footer>
  );
}
