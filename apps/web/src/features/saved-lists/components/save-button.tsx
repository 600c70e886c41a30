'use client';

import { useState } from 'react';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useCurrentUser } from '@/features/auth/use-current-user';
import type { SaveTarget } from '../saved-lists-api';
import { useSavedCampgrounds } from '../saved-campgrounds-provider';
import pill from '@/components/ui/pill-button.module.css';
import styles from './save-button.module.css';

export interface SaveButtonProps {
  campground: SaveTarget;
  /** `icon` for tight spots (cards, result rows): the word stays for screen readers only. */
  variant?: 'labelled' | 'icon';
  /** `corner`: pinned to the top right of a card that is itself a link; `inline`: in a line of links. */
  placement?: 'corner' | 'inline';
}

/**
 * The heart. Not saved: saves to the default list and opens the save overlay; signed out, the
 * sign-in/sign-up modal first, and the save happens once the visitor is in. Saved: unsaves
 * (from every list) at once, as a second tap on a heart does everywhere else.
 */
export function SaveButton({ campground, variant = 'labelled', placement }: SaveButtonProps) {
  const { isSaved, save, unsave } = useSavedCampgrounds();
  const requireAccount = useRequireAccount();
  const { status } = useCurrentUser();
  const [busy, setBusy] = useState(false);
  const saved = isSaved(campground.id);
  const label = saved ? 'Saved' : 'Save';

  const onClick = () => {
    // Until the session is known a signed-in camper would be asked to sign in; it takes a moment.
    if (status === 'loading') return;
    if (!saved) {
      requireAccount(() => save(campground));
      return;
    }
    setBusy(true);
    unsave(campground)
      .catch(() => {
        // The provider has re-read the saved ids; the heart shows the truth again.
      })
      .finally(() => setBusy(false));
  };

  return (
    <button
      type="button"
      className={`${pill.button} ${styles.button} ${pill[variant]} ${placement ? styles[placement] : ''}`}
      aria-pressed={saved}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onClick}
      data-testid="save-button"
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.4C1.4 7.7 3.6 4.5 7 4.5c2 0 3.5 1.1 5 2.9 1.5-1.8 3-2.9 5-2.9 3.4 0 5.6 3.2 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
      <span className={variant === 'icon' ? 'visually-hidden' : undefined}>{label}</span>
    </button>
  );
}
