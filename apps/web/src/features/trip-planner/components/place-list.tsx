'use client';

// Origin, stops and destination, each chosen with the search's location autocomplete. A chosen
// place shows its name and a Change button (which brings the autocomplete back); stops can be
// added, moved among the stops and removed.
import { useState, type Dispatch } from 'react';
import { LocationAutocomplete } from '@/features/search/location-autocomplete';
import type { Suggestion } from '@/features/search/autocomplete';
import type { PlannerAction } from '../planner-state';
import { canAddStop, type PlaceSlot, slotKind, slotLabel } from '../trip-places';
import styles from './trip-planner.module.css';

interface PlaceListProps {
  slots: PlaceSlot[];
  dispatch: Dispatch<PlannerAction>;
}

const PLACEHOLDERS = {
  origin: 'Where you start: a city, park or state',
  stop: 'A place on the way',
  destination: 'Where you are going',
} as const;

export function PlaceList({ slots, dispatch }: PlaceListProps) {
  const [noLocation, setNoLocation] = useState<string | null>(null);
  const count = slots.length;

  function choose(index: number, suggestion: Suggestion) {
    if (!suggestion.coordinates) {
      setNoLocation(slots[index]?.key ?? null);
      return;
    }
    setNoLocation(null);
    const [lng, lat] = suggestion.coordinates;
    dispatch({ type: 'set-place', index, place: { name: suggestion.label, lat, lng } });
  }

  return (
    <section className={styles.panel} aria-labelledby="trip-places-heading">
      <h2 id="trip-places-heading">Route</h2>
      <ol className={styles.places}>
        {slots.map((slot, index) => {
          const kind = slotKind(index, count);
          const label = slotLabel(index, count);
          return (
            <li key={slot.key} className={styles.place} data-testid={`trip-place-${kind}`}>
              <span className={styles.placeLabel}>{label}</span>
              <div className={styles.placeRow}>
                {slot.place ? (
                  <span className={styles.chosenPlace}>{slot.place.name}</span>
                ) : (
                  <LocationAutocomplete
                    kind="places"
                    label={label}
                    placeholder={PLACEHOLDERS[kind]}
                    onChoose={(suggestion) => choose(index, suggestion)}
                  />
                )}
                {slot.place ? (
                  <button
                    type="button"
                    className={`${styles.smallButton} ${styles.noPrint}`}
                    aria-label={`Change ${label.toLowerCase()}`}
                    onClick={() => dispatch({ type: 'set-place', index, place: null })}
                  >
                    Change
                  </button>
                ) : null}
                {kind === 'stop' ? (
                  <>
                    <button
                      type="button"
                      className={`${styles.smallButton} ${styles.noPrint}`}
                      aria-label={`Move ${label} earlier`}
                      disabled={index === 1}
                      onClick={() => dispatch({ type: 'move-stop', index, delta: -1 })}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className={`${styles.smallButton} ${styles.noPrint}`}
                      aria-label={`Move ${label} later`}
                      disabled={index === count - 2}
                      onClick={() => dispatch({ type: 'move-stop', index, delta: 1 })}
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className={`${styles.smallButton} ${styles.noPrint}`}
                      aria-label={`Remove ${label}`}
                      onClick={() => dispatch({ type: 'remove-stop', index })}
                    >
                      Remove
                    </button>
                  </>
                ) : null}
              </div>
              {noLocation === slot.key ? (
                <p className={styles.error} role="alert">
                  That suggestion has no location on the map; choose another.
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      <div className={styles.noPrint}>
        <button
          type="button"
          className={styles.smallButton}
          disabled={!canAddStop(slots)}
          onClick={() => dispatch({ type: 'add-stop' })}
        >
          Add a stop
        </button>
      </div>
    </section>
  );
}
