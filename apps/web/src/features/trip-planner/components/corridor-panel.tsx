'use client';

// The campgrounds along the route within the detour, in the order the road reaches them, with the
// search's filters and a choice of stretch (the whole route, a leg, or about where a night falls).
// Each can be chosen for the night being planned.
import { feeLabel, locationLine, ratingLabel } from '@/features/campgrounds/campground-labels';
import { FilterControl } from '@/features/search/filters-panel';
import type { FilterValue, SearchFilters } from '@/features/search/build-filters';
import type { FilterSection } from '@/features/search/search-data';
import { campgroundPath } from '@/lib/camping-paths';
import { formatCount } from '@/lib/format';
import Link from 'next/link';
import { useId } from 'react';
import type { RouteStretch } from '../route-stretches';
import { formatMiles } from '../trip-distances';
import type { CorridorState } from '../use-corridor';
import styles from './trip-planner.module.css';

interface CorridorPanelProps {
  corridor: CorridorState;
  stretches: RouteStretch[];
  stretch: string;
  onStretch: (value: string) => void;
  filterSections: FilterSection[] | null;
  filters: SearchFilters;
  onFilter: (id: string, value: FilterValue) => void;
  /** Only campgrounds with a site free that night (the availability filter), when dates are set. */
  freeOnNight: boolean;
  onFreeOnNight: ((value: boolean) => void) | null;
  activeNight: number;
  /** Nights each campground is chosen for, by campground id. */
  chosenNights: ReadonlyMap<string, number[]>;
  onChoose: (index: number) => void;
  /** Search-line meters to route meters (the line is simplified; the route is what is driven). */
  alongScale: number;
}

export function CorridorPanel(props: CorridorPanelProps) {
  const { corridor, stretches, stretch, activeNight, chosenNights } = props;
  const stretchId = useId();
  return (
    <section className={`${styles.panel} ${styles.noPrint}`} aria-labelledby="trip-corridor-heading">
      <h2 id="trip-corridor-heading">Campgrounds along the way</h2>
      {/* The label beside the select, not around it: around it, the options' text is the label's too. */}
      <div className={styles.stretch}>
        <label htmlFor={stretchId}>Along</label>
        <select id={stretchId} value={stretch} onChange={(event) => props.onStretch(event.target.value)}>
          {stretches.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <details className={styles.filters}>
        <summary>Filters</summary>
        <div className={styles.filterBody}>
          {props.onFreeOnNight ? (
            <label className={styles.field}>
              <span>
                <input
                  type="checkbox"
                  checked={props.freeOnNight}
                  onChange={(event) => props.onFreeOnNight?.(event.target.checked)}
                />{' '}
                Only campgrounds with a site free on night {activeNight}
              </span>
            </label>
          ) : null}
          {props.filterSections === null ? <p className={styles.note}>Loading filters…</p> : null}
          {(props.filterSections ?? []).map((section) => (
            <div key={section.id} className={styles.filterBody}>
              <h3>{section.title}</h3>
              {section.filters.map((definition) => (
                <FilterControl
                  key={definition.id}
                  definition={definition}
                  value={props.filters[definition.id]}
                  onChange={props.onFilter}
                />
              ))}
            </div>
          ))}
        </div>
      </details>
      {corridor.status === 'loading' ? <p className={styles.note}>Finding campgrounds along the route…</p> : null}
      {corridor.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {corridor.message}
        </p>
      ) : null}
      {corridor.status === 'ready' ? (
        <p className={styles.note} aria-live="polite" data-testid="corridor-count" data-stretch={stretch}>
          {corridor.total === 0
            ? 'No campgrounds along this stretch match. Try a longer detour or fewer filters.'
            : `${formatCount(corridor.total, 'campground')} along the way, in route order.`}
        </p>
      ) : null}
      <ol className={styles.corridor} data-testid="corridor-list">
        {corridor.campgrounds.map(({ campground, position }, index) => {
          const nights = chosenNights.get(campground.id) ?? [];
          const rating = ratingLabel(campground);
          return (
            <li
              key={campground.id}
              id={`corridor-${campground.id}`}
              className={`${styles.corridorItem} ${nights.length > 0 ? styles.corridorItemChosen : ''}`}
              data-testid="corridor-campground"
            >
              <h3 className={styles.corridorName}>
                <Link href={campgroundPath(campground)} target="_blank">
                  {campground.name}
                </Link>
              </h3>
              <p className={styles.meta}>{locationLine(campground, campground.regionName)}</p>
              <p className={styles.meta}>
                {formatMiles(position.routeMeters * props.alongScale)} along the route ·{' '}
                {formatMiles(position.detourMeters)} off it
                {' · '}
                {feeLabel(campground)}
                {rating ? ` · ${rating}` : ''}
                {campground.bookable ? ' · Book on Campwise' : ''}
              </p>
              <div className={styles.nightActions}>
                {nights.length > 0 ? <span className={styles.drive}>Chosen for night {nights.join(', ')}</span> : null}
                {!nights.includes(activeNight) ? (
                  <button
                    type="button"
                    className={styles.smallButton}
                    aria-label={`Stay here night ${activeNight}: ${campground.name}`}
                    onClick={() => props.onChoose(index)}
                  >
                    Stay here night {activeNight}
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      {corridor.status === 'ready' && corridor.campgrounds.length < corridor.total ? (
        <button
          type="button"
          className={styles.smallButton}
          disabled={corridor.loadingMore}
          onClick={corridor.loadMore}
        >
          {corridor.loadingMore ? 'Loading…' : 'Show more campgrounds'}
        </button>
      ) : null}
      {corridor.moreError ? (
        <p className={styles.error} role="alert">
          {corridor.moreError}
        </p>
      ) : null}
    </section>
  );
}
