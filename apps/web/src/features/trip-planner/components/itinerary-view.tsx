// The plan night by night: the campground, the day's drive and "Book this night" where the
// campground takes bookings. Read-only for the shared link and on paper; in the planner each
// night can be picked as the one to choose a campground for, or cleared.
import Link from 'next/link';
import type { Itinerary } from '../itinerary';
import styles from './trip-planner.module.css';

interface ItineraryViewProps {
  itinerary: Itinerary;
  destinationName: string;
  /** A straight-line route: the drives are estimates as the crow flies, and say so. */
  greatCircle: boolean;
  /** The planner's: the night a campground is chosen for next, and how to change it. */
  activeNight?: number;
  onActivate?: (night: number) => void;
  onClear?: (night: number) => void;
}

export function ItineraryView({
  itinerary,
  destinationName,
  greatCircle,
  activeNight,
  onActivate,
  onClear,
}: ItineraryViewProps) {
  const driveWord = greatCircle ? 'Straight-line drive' : 'Drive';
  return (
    <section className={styles.panel} aria-labelledby="trip-nights-heading" data-testid="trip-itinerary">
      <h2 id="trip-nights-heading">Nights</h2>
      <ol className={styles.nights}>
        {itinerary.nights.map((row) => {
          const active = onActivate !== undefined && row.night === activeNight;
          return (
            <li
              key={row.night}
              className={`${styles.night} ${active ? styles.nightActive : ''}`}
              data-testid={`trip-night-${row.night}`}
              aria-current={active ? 'step' : undefined}
            >
              <div className={styles.nightHead}>
                <h3 className={styles.nightLabel}>{row.label}</h3>
                {row.driveText ? (
                  <span className={styles.drive}>
                    {driveWord} that day: {row.driveText}
                  </span>
                ) : null}
              </div>
              {row.campground && row.campgroundHref ? (
                <p className={styles.nightCampground}>
                  <Link href={row.campgroundHref}>{row.campground.name}</Link>
                  {row.campground.nearestTown ? ` · near ${row.campground.nearestTown}` : ''}
                </p>
              ) : (
                <p className={styles.nightEmpty}>
                  {onActivate ? 'Choose a campground from the list below.' : 'No campground chosen for this night.'}
                </p>
              )}
              <div className={styles.nightActions}>
                {row.bookHref ? (
                  <Link
                    href={row.bookHref}
                    className={styles.bookLink}
                    aria-label={`Book this night: night ${row.night} at ${row.campground?.name ?? ''}`}
                  >
                    Book this night
                  </Link>
                ) : null}
                {row.bookNote ? <span className={styles.drive}>{row.bookNote}</span> : null}
                {onActivate && !active ? (
                  <button
                    type="button"
                    className={`${styles.smallButton} ${styles.noPrint}`}
                    onClick={() => onActivate(row.night)}
                  >
                    {row.campground ? `Change night ${row.night}` : `Choose for night ${row.night}`}
                  </button>
                ) : null}
                {onClear && row.campground ? (
                  <button
                    type="button"
                    className={`${styles.smallButton} ${styles.noPrint}`}
                    onClick={() => onClear(row.night)}
                  >
                    Clear
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
      <p className={styles.finalDrive} data-testid="trip-final-drive">
        Last day to {destinationName}: {itinerary.finalDriveText}
      </p>
      <p className={styles.note} data-testid="trip-total">
        {greatCircle ? 'Total, as the crow flies' : 'Total drive'}: {itinerary.totalText}
      </p>
    </section>
  );
}
