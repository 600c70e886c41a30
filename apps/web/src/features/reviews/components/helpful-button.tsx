'use client';

import { useState } from 'react';
import { useRequireAccount } from '@/features/auth/use-require-account';
import { useCurrentUser } from '@/features/auth/use-current-user';
import { errorMessages } from '@/lib/api-client';
import { setHelpful } from '../reviews-api';
import styles from './review-card.module.css';

export interface HelpfulButtonProps {
  reviewId: string;
  authorId: string | null;
  initialCount: number;
  initialVoted: boolean;
}

function countText(count: number): string {
  if (count === 0) return 'No helpful votes yet';
  return count === 1 ? '1 person found this helpful' : `${count} people found this helpful`;
}

/**
 * Marks a review as helpful (a toggle). Signed-out visitors get the sign-in/sign-up upsell and
 * the vote is cast once they are in; authors see the count only (the API refuses own votes).
 */
export function HelpfulButton({ reviewId, authorId, initialCount, initialVoted }: HelpfulButtonProps) {
  const { user } = useCurrentUser();
  const requireAccount = useRequireAccount();
  const [count, setCount] = useState(initialCount);
  const [voted, setVoted] = useState(initialVoted);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const isOwn = user !== null && user.id === authorId;

  const toggle = async (next: boolean) => {
    setBusy(true);
    setError(null);
    // Optimistic: the count moves at once and goes back if the API says no.
    const before = { count, voted };
    setVoted(next);
    setCount((value) => Math.max(0, value + (next ? 1 : -1)));
    try {
      const saved = await setHelpful(reviewId, next);
      if (saved !== null) setCount(saved);
    } catch (caught) {
      setVoted(before.voted);
      setCount(before.count);
      setError(errorMessages(caught).join(' '));
    } finally {
      setBusy(false);
    }
  };

  // Signed out, the visitor's vote is unknown: after signing in it is a new vote; a repeat
  // vote is idempotent on the API.
  const onClick = () => requireAccount(() => void toggle(!voted));

  return (
    <div className={styles.helpful}>
      <span className={styles.helpfulCount}>{countText(count)}</span>
      {!isOwn && (
        <button type="button" className={styles.helpfulButton} aria-pressed={voted} disabled={busy} onClick={onClick}>
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M7 11v9H4v-9zm3 9h7.2a2 2 0 0 0 2-1.6l1.2-6A2 2 0 0 0 18.4 10H14l.7-3.6A1.8 1.8 0 0 0 13 4.3L10 11z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.7"
              strokeLinejoin="round"
            />
          </svg>
          Helpful
        </button>
      )}
      {error && (
        <p role="alert" className={styles.inlineError}>
          {error}
        </p>
      )}
    </div>
  );
}
