'use client';

import { type ReactNode, useState } from 'react';
import pill from '@/components/ui/pill-button.module.css';
import styles from './campground-description.module.css';

/** 'narrow': folded on narrow screens only (it fits a wide column); 'always': folded at any width. */
export type FoldWidth = 'narrow' | 'always';

export interface ExpandableTextProps {
  id: string;
  fold: FoldWidth;
  className?: string;
  children: ReactNode;
}

/**
 * Long text folded to a few lines with a "Read more" button (aria-expanded, aria-controls) that
 * shows all of it and then reads "Read less". Which widths fold is decided on the server from the
 * text's length and applied by CSS, so the page renders folded with no shift after loading.
 */
export function ExpandableText({ id, fold, className, children }: ExpandableTextProps) {
  const [expanded, setExpanded] = useState(false);
  return (
    <>
      <div id={id} className={`${className ?? ''} ${styles.foldable}`} data-fold={fold} data-expanded={expanded}>
        {children}
      </div>
      <button
        type="button"
        className={`${pill.button} ${styles.toggle}`}
        data-fold={fold}
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded(!expanded)}
      >
        {expanded ? 'Read less' : 'Read more'}
      </button>
    </>
  );
}
