import { formatInteger } from '@/lib/format';
import { agencyLabel, feeLabel, reservableLabel } from '../campground-labels';
import type { Campground } from '../campground-schema';
import styles from './campground-detail.module.css';

const NOT_LISTED = 'Not listed';

function feet(value: number | null): string {
  return value === null ? NOT_LISTED : `${formatInteger(value)} ft`;
}

/** The practical facts campers compare first, as a definition list. */
export function CampgroundFacts({ campground }: { campground: Campground }) {
  const agency = agencyLabel(campground);
  return (
    <dl className={styles.facts}>
      <div>
        <dt>Fees</dt>
        <dd>
          {feeLabel(campground)}
          {campground.feeNote && <span className={styles.note}>{campground.feeNote}</span>}
        </dd>
      </div>
      <div>
        <dt>Sites</dt>
        <dd>{campground.numSites === null ? NOT_LISTED : formatInteger(campground.numSites)}</dd>
      </div>
      <div>
        <dt>Reservable</dt>
        <dd>{reservableLabel(campground.reservable)}</dd>
      </div>
      <div>
        <dt>Max RV length</dt>
        <dd>{feet(campground.maxRvLength)}</dd>
      </div>
      <div>
        <dt>Season</dt>
        <dd>{campground.season ?? NOT_LISTED}</dd>
      </div>
      <div>
        <dt>Elevation</dt>
        <dd>{feet(campground.elevationFt)}</dd>
      </div>
      {agency && (
        <div>
          <dt>Managed by</dt>
          <dd>{agency}</dd>
        </div>
      )}
    </dl>
  );
}
