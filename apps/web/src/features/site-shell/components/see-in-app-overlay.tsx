'use client';

import { PRODUCT_NAME } from '@campwise/domain';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import styles from './site-shell.module.css';
import { InstallSteps, useContinueInApp } from './use-continue-in-app';

/**
 * The see-in-app sheet (spec section 2): a smaller nudge than the interstitial, at the bottom of
 * a campground page on a phone, to keep this campground one tap away in the installed app.
 */
export function SeeInAppOverlay({ onClose }: { onClose: () => void }) {
  const { steps, continueInApp } = useContinueInApp(onClose);
  return (
    <Modal open onClose={onClose} title={`See it in the ${PRODUCT_NAME} app`} variant="sheet">
      <div className={styles.body}>
        <p>Add {PRODUCT_NAME} to your home screen to come back to this campground, your lists and trips in a tap.</p>
        <InstallSteps steps={steps} />
        <button type="button" className={`${buttonStyles.button} ${buttonStyles.block}`} onClick={continueInApp}>
          See in App
        </button>
      </div>
    </Modal>
  );
}
