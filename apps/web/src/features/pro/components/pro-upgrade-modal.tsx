'use client';

// The PRO upgrade modal a PRO-only feature opens for a member without PRO (alerts-pro-upgrade,
// trip-planner-pro-upgrade): what the feature adds, the trial, and "Try PRO free" on to the
// upsell. The feature has pitched PRO itself here, so the upsell skips its own pitch.
import { trialOfferText } from '@campwise/domain';
import { Modal } from '@/components/ui/modal';
import { useProOffer } from '@/features/pro/use-pro-offer';
import { useProUpsell } from '@/features/pro/use-pro-upsell';
import { ProUpgradeActions } from './pro-upgrade-actions';
import styles from './pro-upgrade-modal.module.css';

export interface ProUpgradeModalProps {
  /** The overlay's name, which marks the dialog (data-overlay, data-testid) for tests and analytics. */
  source: 'alerts-pro-upgrade' | 'trip-planner-pro-upgrade';
  title: string;
  /** The API's pro-required words, in bold, then the rest of the pitch. */
  required: string;
  pitch: string;
  benefits: readonly string[];
  onClose: () => void;
}

export function ProUpgradeModal({ source, title, required, pitch, benefits, onClose }: ProUpgradeModalProps) {
  const offer = useProOffer();
  const { openProUpsell } = useProUpsell();
  const trial = offer.state === 'ready' ? trialOfferText(offer.quote.trialDays) : null;

  const tryPro = () => {
    onClose();
    openProUpsell({ redirect: `${window.location.pathname}${window.location.search}`, pitched: true });
  };

  return (
    <Modal open onClose={onClose} title={title} size="medium">
      <div className={styles.upgrade} data-overlay={source} data-testid={source}>
        <p>
          <strong>{required}</strong> {pitch}
        </p>
        <ul className={styles.benefits}>
          {benefits.map((benefit) => (
            <li key={benefit}>{benefit}</li>
          ))}
        </ul>
        {trial && <p className={styles.trial}>{trial}</p>}
        <ProUpgradeActions className={styles.actions} action="Try PRO free" onAction={tryPro} onClose={onClose} />
      </div>
    </Modal>
  );
}
