'use client';

// The switch's code (service worker registration, the push API) is fetched only by pages that
// show it, not bundled into every page.
import dynamic from 'next/dynamic';
import styles from './push-toggle.module.css';

export const PushToggle = dynamic(() => import('./push-toggle-view').then((module) => module.PushToggleView), {
  ssr: false,
  loading: () => (
    <p className={styles.note} role="status">
      Checking whether this browser can show notifications…
    </p>
  ),
});
