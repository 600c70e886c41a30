'use client';

import { ANALYTICS_EVENTS, JOIN_GATE_HIDE_MS, PRODUCT_NAME } from '@campwise/domain';
import Link from 'next/link';
import { useEffect } from 'react';
import buttonStyles from '@/components/ui/button.module.css';
import { Modal } from '@/components/ui/modal';
import { authPagePath } from '@/features/auth/sign-in-path';
import { track } from '@/lib/analytics';
import { browserStorage } from '@/lib/browser-storage';
import { hideFor } from '@/lib/hide-until';
import { writeViews } from '../join-gate-storage';
import styles from './join-gate.module.css';

export interface JoinGateOverlayProps {
  /** The campground page it was shown on: where signing up or in comes back to. */
  returnPath: string;
}

const PERKS = [
  {
    title: 'Save campgrounds to lists',
    text: 'Keep the ones you like in a list per trip, and find them again on your phone.',
  },
  {
    title: 'Write reviews and field reports',
    text: 'Tell other campers how the sites, the road in and the cell signal really were.',
  },
  {
    title: 'Set alerts for sold-out dates',
    text: `With ${PRODUCT_NAME} PRO, hear within seconds when a site opens up, and book it.`,
  },
] as const;

type Answer = 'sign-up' | 'sign-in' | 'not-now';

/**
 * The join gate (ADR 0023): a free account's pitch to a signed-out visitor who has been looking
 * at campgrounds. Once it is on screen it stays away for JOIN_GATE_HIDE_MS, whatever the visitor
 * does, and the count of campground pages starts again.
 */
export function JoinGateOverlay({ returnPath, onClose }: JoinGateOverlayProps & { onClose: () => void }) {
  useEffect(() => {
    const storage = browserStorage();
    hideFor(storage, 'join-gate', Date.now(), JOIN_GATE_HIDE_MS);
    writeViews(storage, []);
    track(ANALYTICS_EVENTS.joinGateViewed);
  }, []);

  const answer = (choice: Answer) => track(ANALYTICS_EVENTS.joinGateAnswered, { choice });

  return (
    <Modal open onClose={onClose} title={`Join ${PRODUCT_NAME}, it's free`}>
      <div className={styles.body} data-testid="join-gate">
        <p>You&apos;ve been looking at campgrounds. A free account keeps what you find:</p>
        <ul className={styles.perks}>
          {PERKS.map((perk) => (
            <li key={perk.title}>
              <strong>{perk.title}</strong>
              <span>{perk.text}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <Link
            href={authPagePath('/signup', returnPath)}
            className={`${buttonStyles.button} ${buttonStyles.block}`}
            onClick={() => answer('sign-up')}
          >
            Sign up
          </Link>
          <Link
            href={authPagePath('/signin', returnPath)}
            className={`${buttonStyles.button} ${buttonStyles.secondary} ${buttonStyles.block}`}
            onClick={() => answer('sign-in')}
          >
            Sign in
          </Link>
          <button
            type="button"
            className={styles.notNow}
            onClick={() => {
              answer('not-now');
              onClose();
            }}
          >
            Not now
          </button>
        </div>
      </div>
    </Modal>
  );
}
