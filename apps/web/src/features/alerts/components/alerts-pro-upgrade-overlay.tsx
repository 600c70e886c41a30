'use client';

// The alerts-pro-upgrade overlay (spec section 2, named neutrally): a member without PRO who asks
// for an alert learns what alerts do and is offered the PRO trial, as every PRO upsell does.
import { trialOfferText } from '@campwise/domain';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { useProOffer } from '@/features/pro/use-pro-offer';
import { useProUpsell } from '@/features/pro/use-pro-upsell';
import styles from './alerts.module.css';

/** The words of the API's 403 pro-required (docs/api-alerts.md). */
export const ALERTS_PRO_REQUIRED = 'Alerts are a Campwise PRO feature.';

export function AlertsProUpgradeOverlay({ onClose }: { onClose: () => void }) {
  const offer = useProOffer();
  const { openProUpsell } = useProUpsell();
  const trial = offer.state === 'ready' ? trialOfferText(offer.quote.trialDays) : null;

  const tryPro = () => {
    onClose();
    openProUpsell({ redirect: `${window.location.pathname}${window.location.search}` });
  };

  return (
    <Modal open onClose={onClose} title="Snag sold-out campsites" size="medium">
      <div className={styles.upgrade} data-overlay="alerts-pro-upgrade" data-testid="alerts-pro-upgrade">
        <p>
          <strong>{ALERTS_PRO_REQUIRED}</strong> Tell us the campground and your dates, and we let you know the moment a
          site opens up.
        </p>
        <ul className={styles.upgradeList}>
          <li>Exact dates, or any number of nights within a range, weekends only if you like.</li>
          <li>A whole campground, one type of site, or the one site you want.</li>
          <li>Told within seconds, on the bell, by email and by push notification.</li>
          <li>One tap from the alert to checkout, with your dates filled in.</li>
        </ul>
        {trial && <p className={styles.trial}>{trial}</p>}
        <div className={styles.actions}>
          <button type="button" className={buttonStyles.button} onClick={tryPro}>
            Try PRO free
          </button>
          <button type="button" className={`${buttonStyles.button} ${buttonStyles.secondary}`} onClick={onClose}>
            Not now
          </button>
        </div>
      </div>
    </Modal>
  );
}
