'use client';

import Link from 'next/link';
import { feeLabel, keyAmenities, locationLine, ratingLabel } from '@/features/campgrounds/campground-labels';
import type { Campground } from '@/features/campgrounds/campground-schema';
import { CampgroundPicture } from '@/features/campgrounds/components/campground-picture';
import { SaveButton } from '@/features/saved-lists/components/save-button';
import { WithSaveButton } from '@/features/saved-lists/components/with-save-button';
import { pathWithStayDates, type StayDates } from '@/features/sites/stay-dates';
import { campgroundPath } from '@/lib/camping-paths';
import { formatCount } from '@/lib/format';
import styles from './search.module.css';

export function CampgroundSummary({ campground }: { campground: Campground }) {
  const amenities = keyAmenities(campground, 4);
  const rating = ratingLabel(campground);
  return (
    <>
      <p className={styles.resultMeta}>{locationLine(campground, campground.regionName)}</p>
      <p className={styles.resultMeta}>
        {rating ? `${rating} · ` : ''}
        {feeLabel(campground)}
        {amenities.length > 0 ? ` · ${amenities.join(', ')}` : ''}
      </p>
    </>
  );
}

interface ActiveCampgroundCardProps {
  campground: Campground;
  /** The stay searched for: the campground page opens with it chosen. */
  dates: StayDates | null;
  onClose: () => void;
}

export function ActiveCampgroundCard({ campground, dates, onClose }: ActiveCampgroundCardProps) {
  const href = pathWithStayDates(campgroundPath(campground), dates);
  return (
    <article className={styles.card} aria-label={`Selected: ${campground.name}`} data-testid="active-campground">
      <button type="button" className={styles.cardClose} onClick={onClose} aria-label="Close">
        ×
      </button>
      <h3 className={styles.cardTitle}>
        <Link href={href}>{campground.name}</Link>
      </h3>
      <CampgroundSummary campground={campground} />
      <SaveButton campground={{ id: campground.id, name: campground.name }} placement="inline" />
      <Link href={href} className={styles.cardLink}>
        {dates && campground.bookable ? 'View sites for your dates' : 'View campground'}
      </Link>
    </article>
  );
}

interface ResultsPanelProps {
  campgrounds: Campground[] | null;
  total: number | null;
  loading: boolean;
  error: boolean;
  hoverId: string | null;
  activeId: string | null;
  onHover: (id: string | null) => void;
  onSelect: (id: string) => void;
}

export function ResultsPanel(props: ResultsPanelProps) {
  const { campgrounds, total, loading, error, hoverId, activeId, onHover, onSelect } = props;
  return (
    <div className={styles.results} aria-busy={loading}>
      <p className={styles.total} role="status" data-testid="results-count">
        {error ? 'Campgrounds could not be loaded.' : total === null ? 'Searching…' : formatCount(total, 'campground')}
      </p>
      {campgrounds && campgrounds.length > 0 ? (
        <ul className={styles.resultList}>
          {campgrounds.map((campground) => (
            <li
              key={campground.id}
              className={styles.result}
              data-highlighted={campground.id === hoverId || campground.id === activeId ? '' : undefined}
              onMouseEnter={() => onHover(campground.id)}
              onMouseLeave={() => onHover(null)}
            >
              <div className={styles.resultRow}>
                <CampgroundPicture campground={campground} size="thumb" className={styles.resultPicture} />
                <WithSaveButton campground={{ id: campground.id, name: campground.name }}>
                  <button type="button" className={styles.resultButton} onClick={() => onSelect(campground.id)}>
                    <span className={styles.resultName}>{campground.name}</span>
                  </button>
                  <CampgroundSummary campground={campground} />
                </WithSaveButton>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {campgrounds && campgrounds.length === 0 && !loading ? (
        <p className={styles.note}>No campgrounds here. Try moving the map or removing a filter.</p>
      ) : null}
    </div>
  );
}
