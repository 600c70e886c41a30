import Link from 'next/link';
import { areaCountText, designationText, nearCountText, populationText } from '../place-labels';
import { nearPageHref, placeSearchHref } from '../place-paths';
import type { LinkedPlace } from '../place-schema';
import styles from './place-card.module.css';

/**
 * A city, park or forest in a list: its name links to the campgrounds near it; parks and
 * forests also say how many campgrounds are inside and link to those on the map.
 */
export function PlaceCard({ place, regionSlug }: { place: LinkedPlace; regionSlug: string }) {
  const area = areaCountText(place);
  const population = populationText(place);
  const designation = designationText(place);
  return (
    <article className={styles.card}>
      <h3 className={styles.name}>
        <Link href={nearPageHref(regionSlug, place.slug)}>{place.name}</Link>
      </h3>
      {designation && <p className={styles.designation}>{designation}</p>}
      {area && <p className={styles.fact}>{area}</p>}
      <p className={area ? styles.muted : styles.fact}>{nearCountText(place)}</p>
      {population && <p className={styles.muted}>{population}</p>}
      {area && place.areaCount !== null && place.areaCount > 0 && (
        <p className={styles.mapLink}>
          <Link href={placeSearchHref('admin_area', place.id)}>
            See on the map<span className="visually-hidden">: campgrounds in {place.name}</span>
          </Link>
        </p>
      )}
    </article>
  );
}

/** A grid of place cards. */
export function PlaceList({ places, regionSlug }: { places: readonly LinkedPlace[]; regionSlug: string }) {
  return (
    <ul className={styles.list}>
      {places.map((place) => (
        <li key={place.id}>
          <PlaceCard place={place} regionSlug={regionSlug} />
        </li>
      ))}
    </ul>
  );
}
