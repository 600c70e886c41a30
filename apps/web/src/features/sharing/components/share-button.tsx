'use client';

import { PillActionButton } from '@/components/ui/pill-action-button';
import { useOverlays } from '@/features/overlays/use-overlays';
import type { ShareTarget } from '../share-links';

export interface ShareButtonProps {
  target: ShareTarget;
  /** `icon` for tight spots (a review's footer): the word stays for screen readers only. */
  variant?: 'labelled' | 'icon';
}

/** Opens the share overlay; sharing needs no account. */
export function ShareButton({ target, variant = 'labelled' }: ShareButtonProps) {
  const { openOverlay } = useOverlays();
  return (
    <PillActionButton
      iconPath="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 12v7.5h14V12"
      variant={variant}
      onClick={() => openOverlay('share', { target })}
      testId="share-button"
    >
      Share
    </PillActionButton>
  );
}
