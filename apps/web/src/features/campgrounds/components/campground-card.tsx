import Link from 'next/link';
import { SaveButton } from '@/features/saved-lists/components/save-button';
import { campgroundPath } from '@/lib/camping-paths';
import { formatCount } from '@/lib/format';
import { agencyLabel, feeLabel, keyAmenities, locationLine, ratingLabel, siteTypeLabel } from '../campground-labels';
import type { Campground } from '../campground-schema';
import styles from './campground-card.module.css';
import { CampgroundPicture } from './campground-picture';

/**
 * A campground in a list: enough to decide whether to open its page, led by a camper's photo or
 * a map picture of where it is. `distance` ("3.2 mi from
 * Moab") is shown on lists measured from a place.
 */
export function CampgroundCard({ campground, distance }: { campground: Campground; distance?: string | null }) {
  const agency = agencyLabel(campground);
  const amenities = keyAmenities(campground);
  const siteTypes = campground.siteTypes.map(siteTypeLabel);
  const rating = ratingLabel(campground);
  return (
    <article className={styles.card}>
      <CampgroundPicture campground={campground} size="card" className={styles.picture} />
      <h3 className={styles.name}>
        <Link href={campgroundPath(campground)} className={styles.link}>
          {campground.name}
        </Link>
      </h3>
      <SaveButton campground={{ id: campground.id, name: campground.name }} variant="icon" placement="corner" />
      {distance && <p className={styles.distance}>{distance}</p>}
      <p className={styles.location}>{locationLine(campground, campground.regionName)}</p>
      <ul className={styles.tags} aria-label="Key facts">
        {agency && <li>{agency}</li>}
        {rating && <li>{rating}</li>}
        <li className={campground.isFree ? styles.free : undefined}>{feeLabel(campground)}</li>
        {campground.numSites !== null && <li>{formatCount(campground.numSites, 'site')}</li>}
      </ul>
      {siteTypes.length > 0 && (
        <p className={styles.detail}>
          <span className="visually-hidden">Site types: </span>
          {siteTypes.join(' · ')}
        </p>
      )}
      {amenities.length > 0 && (
        <p className={styles.detail}>
          <span className="visually-hidden">Amenities: </span>
          {amenities.join(' · ')}
        </p>
      )}
    </article>
  );
}
