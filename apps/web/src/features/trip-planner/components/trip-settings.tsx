'use client';

// When (the first night and how many nights) and how far off the route to look for campgrounds.
import type { Dispatch } from 'react';
import type { PlannerAction } from '../planner-state';
import { DETOUR_CHOICES } from '../trip-distances';
import { MAX_NIGHTS, MIN_NIGHTS, tripDatesText } from '../trip-nights';
import styles from './trip-planner.module.css';

interface TripSettingsProps {
  startDate: string | null;
  nights: number;
  detourMiles: number;
  dispatch: Dispatch<PlannerAction>;
}

export function TripSettings({ startDate, nights, detourMiles, dispatch }: TripSettingsProps) {
  // A saved plan may have a detour the choices do not list: offer it too.
  const detours = (DETOUR_CHOICES as readonly number[]).includes(detourMiles)
    ? [...DETOUR_CHOICES]
    : [...DETOUR_CHOICES, detourMiles].sort((a, b) => a - b);
  return (
    <section className={`${styles.panel} ${styles.noPrint}`} aria-labelledby="trip-when-heading">
      <h2 id="trip-when-heading">Dates and detour</h2>
      <div className={styles.settings}>
        <label className={styles.field}>
          First night
          <input
            type="date"
            value={startDate ?? ''}
            onChange={(event) => dispatch({ type: 'set-start-date', date: event.target.value || null })}
          />
        </label>
        <label className={styles.field}>
          Nights
          <input
            type="number"
            min={MIN_NIGHTS}
            max={MAX_NIGHTS}
            step={1}
            inputMode="numeric"
            value={nights}
            onChange={(event) => {
              const value = Number.parseInt(event.target.value, 10);
              if (Number.isFinite(value)) dispatch({ type: 'set-nights', nights: value });
            }}
          />
        </label>
      </div>
      <p className={styles.note} data-testid="trip-dates">
        {tripDatesText(startDate, nights)}
      </p>
      <fieldset className={styles.detour}>
        <legend>Campgrounds up to this far off the route</legend>
        {detours.map((miles) => (
          <label key={miles}>
            <input
              type="radio"
              name="detour"
              value={miles}
              checked={detourMiles === miles}
              onChange={() => dispatch({ type: 'set-detour', miles })}
            />
            {miles} miles
          </label>
        ))}
      </fieldset>
    </section>
  );
}
