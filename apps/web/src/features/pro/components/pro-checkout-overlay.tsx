'use client';

import { PRO_TEXT } from '@campwise/domain';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { ProCheckoutView } from './pro-checkout-view';

export interface ProCheckoutOverlayProps {
  /** Where a new member goes after buying; null to stay on the page. */
  redirect: string | null;
  onClose: () => void;
}

/** The pro-checkout overlay (spec section 2, 'Get PRO'): it cannot be closed while a purchase runs. */
export function ProCheckoutOverlay({ redirect, onClose }: ProCheckoutOverlayProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Modal open onClose={onClose} title={PRO_TEXT.checkoutHeading} closeDisabled={busy} size="medium">
      <ProCheckoutView redirect={redirect} onBusyChange={setBusy} onDone={onClose} />
    </Modal>
  );
}
