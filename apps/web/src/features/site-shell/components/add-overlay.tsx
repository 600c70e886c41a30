'use client';

import Link from 'next/link';
import { PRODUCT_NAME } from '@campwise/domain';
import { Modal } from '@/components/ui/modal';
import styles from './site-shell.module.css';

const CHOICES = [
  {
    href: '/search',
    title: 'A review',
    text: "Find the campground, then choose 'Write a review' on its page.",
  },
  {
    href: '/search',
    title: 'Photos',
    text: "Find the campground, then choose 'Add photos' on its page or in its gallery.",
  },
  {
    href: '/search',
    title: 'A field report',
    text: 'Find the campground, then add a field report: road, sites and the cell signal you found there.',
  },
  {
    href: '/claim/add',
    title: 'A missing campground',
    text: `Know a campground that is not on ${PRODUCT_NAME} yet? Add it, as its owner or as a camper.`,
  },
] as const;

/** The 'add' overlay (spec section 2): what a camper can add, each leading to its own flow. */
export function AddOverlay({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={`Add to ${PRODUCT_NAME}`}>
      <ul className={styles.choices}>
        {CHOICES.map((choice) => (
          <li key={choice.title}>
            <Link href={choice.href} className={styles.choice} onClick={onClose}>
              <span className={styles.choiceTitle}>{choice.title}</span>
              <span className={styles.choiceText}>{choice.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
