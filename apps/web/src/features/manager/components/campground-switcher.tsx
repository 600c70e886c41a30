'use client';

import { useId } from 'react';
import { useManager } from '../manager-context';
import styles from './manager.module.css';

/** Picks the active campground (and with it the active claim); shown once there is a choice. */
export function CampgroundSwitcher() {
  const { campgrounds, activeCampgroundId, selectCampground } = useManager();
  const id = useId();
  if (campgrounds.length < 2) return null;
  return (
    <div className={styles.switcher}>
      <label htmlFor={id}>Campground</label>
      <select
        id={id}
        className={styles.select}
        value={activeCampgroundId ?? ''}
        onChange={(event) => selectCampground(event.target.value)}
      >
        {campgrounds.map((campground) => (
          <option key={campground.id} value={campground.id}>
            {campground.name}
          </option>
        ))}
      </select>
    </div>
  );
}
