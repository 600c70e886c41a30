import { basemapPicturePath } from '@campwise/domain';
import type { Campground } from '../campground-schema';

/**
 * How a card's map picture is drawn: about the size it shows at (a card is 17–24 rem wide), so
 * its names stay legible; zoom 9 names the towns and waters within some 30 km.
 */
const MAP_PICTURES = {
  card: { zoom: 9, width: 360, height: 180 },
  thumb: { zoom: 9, width: 96, height: 72 },
} as const;

interface CampgroundPictureProps {
  campground: Pick<Campground, 'name' | 'latitude' | 'longitude' | 'coverPhoto'>;
  /** card: the top of a list card; thumb: a search result's small square. */
  size: keyof typeof MAP_PICTURES;
  className?: string;
}

/**
 * What a campground's card leads with: a camper's photo when one is visible (its cover, ADR
 * 0030), else a map picture of its surroundings, drawn by the API from the offline basemap (only
 * features the data holds). Plain images: no script, loaded only when scrolled near.
 */
export function CampgroundPicture({ campground, size, className }: CampgroundPictureProps) {
  const cover = campground.coverPhoto;
  if (cover) {
    return (
      // The API serves ready-made WebP variants (320, 960 px); next/image would only resize them again.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        className={className}
        src={size === 'thumb' ? cover.urls.thumb : cover.urls.medium}
        srcSet={size === 'thumb' ? undefined : `${cover.urls.thumb} 320w, ${cover.urls.medium} 960w`}
        sizes={size === 'thumb' ? undefined : '(max-width: 40rem) 100vw, 24rem'}
        width={cover.width}
        height={cover.height}
        alt={cover.caption ?? `Photo of ${campground.name} by ${cover.authorName}`}
        loading="lazy"
        decoding="async"
        data-picture="photo"
      />
    );
  }
  const picture = MAP_PICTURES[size];
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={className}
      src={basemapPicturePath({ latitude: campground.latitude, longitude: campground.longitude, ...picture })}
      width={picture.width}
      height={picture.height}
      alt={`Map of the area around ${campground.name}`}
      loading="lazy"
      decoding="async"
      data-picture="map"
    />
  );
}
