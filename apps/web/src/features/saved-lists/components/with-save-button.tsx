import type { ReactNode } from 'react';
import type { SaveTarget } from '../saved-lists-api';
import { SaveButton } from './save-button';
import styles from './save-button.module.css';

/**
 * A row's content with the heart at its right. The heart comes after the content in the DOM,
 * so keyboard and screen-reader users meet the campground before the action on it.
 */
export function WithSaveButton({ campground, children }: { campground: SaveTarget; children: ReactNode }) {
  return (
    <div className={styles.row}>
      <div className={styles.rowContent}>{children}</div>
      <SaveButton campground={campground} variant="icon" />
    </div>
  );
}
