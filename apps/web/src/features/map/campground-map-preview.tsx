import { MapIcon } from '@/components/ui/map-icon';
import { basemapPicturePath } from '@campwise/domain';
import styles from './campground-map.module.css';

/**
 * The preview is drawn at the live map's zoom and at least as large as its frame (16 rem tall,
 * at most 40 rem wide), so the picture sits 1:1 under where the map will appear: towns, waters
 * and the pin do not move when MapLibre takes over.
 */
const PREVIEW_PICTURE = { zoom: 8, width: 640, height: 256 } as const;

interface PreviewPlace {
  latitude: number;
  longitude: number;
}

type CampgroundMapPreviewProps = PreviewPlace &
  (
    | { loading?: false; name: string; onShow: () => void; onIntent: () => void }
    | { loading: true; name?: undefined; onShow?: undefined; onIntent?: undefined }
  );

/**
 * What stands in for the map until MapLibre is wanted: a picture of the same offline basemap
 * around the campground (GET /api/basemap/picture.svg, ADR 0030: only the rivers, lakes, towns,
 * parks and forests the data holds there, with the pin) and a "Show map" button. An image, not
 * script: it costs the page no JavaScript. While the map's code loads the same picture says so.
 */
export function CampgroundMapPreview({
  latitude,
  longitude,
  loading,
  name,
  onShow,
  onIntent,
}: CampgroundMapPreviewProps) {
  const picture = (
    // A picture the API draws (SVG); next/image does not optimise SVG.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      className={styles.previewArt}
      src={basemapPicturePath({ latitude, longitude, ...PREVIEW_PICTURE })}
      width={PREVIEW_PICTURE.width}
      height={PREVIEW_PICTURE.height}
      alt=""
      data-testid="campground-map-picture"
    />
  );

  if (loading) {
    return (
      <div className={styles.preview} aria-busy="true">
        {picture}
        <span className={styles.previewLabel}>Loading map…</span>
      </div>
    );
  }
  return (
    <button
      type="button"
      className={styles.preview}
      onClick={onShow}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={`Show map of ${name}`}
    >
      {picture}
      <span className={styles.previewLabel} aria-hidden="true">
        <MapIcon />
        Show map
      </span>
    </button>
  );
}
