'use client';

import { REPORT_TARGET_LABELS } from '@campwise/domain';
import { PillActionButton } from '@/components/ui/pill-action-button';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { ReportTarget } from '../report-api';

export interface ReportButtonProps {
  target: ReportTarget;
  /** `icon` for tight spots (a review's footer): the words stay for screen readers only. */
  variant?: 'labelled' | 'icon';
}

/** Opens the report overlay; signed out, the sign-in modal first, then the overlay. */
export function ReportButton({ target, variant = 'labelled' }: ReportButtonProps) {
  const requireAccount = useRequireAccount();
  const { openOverlay } = useOverlays();
  return (
    <PillActionButton
      iconPath="M5 21V4m0 0h11l-2 4 2 4H5"
      variant={variant}
      onClick={() => requireAccount(() => openOverlay('report', { target }), 'sign-in')}
      testId="report-button"
    >
      Report<span className="visually-hidden"> this {REPORT_TARGET_LABELS[target.type]}</span>
    </PillActionButton>
  );
}
