'use client';

// The frame the pro-upgrade-modal pitches share: a modal with the variant's own content, one
// button on to the sign-up or checkout, and "Not now".
import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/modal';
import { useUpsellNext, type UpsellNext } from '@/features/pro/use-upsell-next';
import { ProUpgradeActions } from '../pro-upgrade-actions';
import styles from './upgrade-modals.module.css';

export interface UpgradePitchProps {
  /** Where the pitch leads: what the upsell would have opened without it. */
  next: UpsellNext;
  onClose: () => void;
}

interface FrameProps extends UpgradePitchProps {
  kind: 'pro-upgrade-modal-b' | 'pro-upgrade-modal-c' | 'pro-upgrade-modal-d';
  title: string;
  action: string;
  children: ReactNode;
}

export function UpgradePitch({ kind, title, action, next, onClose, children }: FrameProps) {
  const goOn = useUpsellNext();
  const proceed = () => {
    onClose();
    goOn(next);
  };
  return (
    <Modal open onClose={onClose} title={title} size="medium">
      <div className={styles.pitch} data-overlay={kind} data-testid={kind}>
        {children}
        <ProUpgradeActions className={styles.actions} action={action} onAction={proceed} onClose={onClose} />
      </div>
    </Modal>
  );
}
