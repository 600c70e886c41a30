// What the "confirmation" overlay says before a PRO membership is cancelled: what the member
// keeps (PRO until the date) and that nothing more is charged.
import { formatLongDate } from '@campwise/domain';
import type { ConfirmationOverlayProps } from '@/components/ui/confirmation-overlay';

/** The overlay's props; `onConfirm` cancels at the period's end and rejects with the API's error. */
export function cancelMembershipConfirmation(
  proUntil: Date,
  onConfirm: () => Promise<void>,
): Omit<ConfirmationOverlayProps, 'onClose'> {
  return {
    title: 'Cancel your PRO membership?',
    message: (
      <p>
        You stay PRO until <strong>{formatLongDate(proUntil)}</strong>, and you will not be charged again. You can
        resume your membership any time before then.
      </p>
    ),
    confirmLabel: 'Cancel membership',
    cancelLabel: 'Keep PRO',
    onConfirm,
  };
}
