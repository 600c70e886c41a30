'use client';

import { PRODUCT_NAME } from '@campwise/domain';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import styles from './site-shell.module.css';
import { InstallSteps, useContinueInApp } from './use-continue-in-app';

/**
 * The app interstitial (spec section 2): '{product} is better in the app' with 'Continue in App'.
 * The app is this site installed as a web app: the button opens the browser's install dialog
 * where there is one, and otherwise says how to add it to the home screen.
 */
export function AppInterstitialOverlay({ onClose }: { onClose: () => void }) {
  const { steps, continueInApp } = useContinueInApp(onClose);
  return (
    <Modal open onClose={onClose} title={`${PRODUCT_NAME} is better in the app`}>
      <div className={styles.body}>
        <ul className={styles.benefits}>
          <li>Opens full screen from your home screen, like any app.</li>
          <li>Your saved campgrounds, trips and alerts one tap away.</li>
          <li>Nothing to download from an app store, and it stays up to date.</li>
        </ul>
        <InstallSteps steps={steps} />
        <div className={styles.actions}>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.block}`} onClick={continueInApp}>
            Continue in App
          </button>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`}
            onClick={onClose}
          >
            Not now
          </button>
        </div>
      </div>
    </Modal>
  );
}
