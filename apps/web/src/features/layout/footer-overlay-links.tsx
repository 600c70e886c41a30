'use client';

import { PRODUCT_NAME } from '@campwise/domain';
import { useOverlays } from '@/features/overlays/use-overlays';
import styles from './site-footer.module.css';

/** The footer's entries that open an overlay rather than a page. */
export function FooterOverlayLinks() {
  const { openOverlay } = useOverlays();
  return (
    <>
      <li>
        <button type="button" className={styles.linkButton} onClick={() => openOverlay('about', {})}>
          About {PRODUCT_NAME}
        </button>
      </li>
      <li>
        <button type="button" className={styles.linkButton} onClick={() => openOverlay('add', {})}>
          Add to {PRODUCT_NAME}
        </button>
      </li>
      <li>
        <button type="button" className={styles.linkButton} onClick={() => openOverlay('stay-connected', {})}>
          Stay connected
        </button>
      </li>
      <li className={styles.wideOnly}>
        <button type="button" className={styles.linkButton} onClick={() => openOverlay('web-to-app-qr-code', {})}>
          Open on your phone
        </button>
      </li>
    </>
  );
}
