import styles from './campground-map.module.css';

// A faint grid every 32 units, centred on the pin: reads as a map without claiming any feature.
const GRATICULE = [
  ...Array.from({ length: 9 }, (_, i) => `M-10 ${128 + (i - 4) * 32} H410`),
  ...Array.from({ length: 13 }, (_, i) => `M${200 + (i - 6) * 32} -10 V266`),
].join(' ');

type CampgroundMapPreviewProps =
  | { loading?: false; name: string; onShow: () => void; onIntent: () => void }
  | { loading: true; name?: undefined; onShow?: undefined; onIntent?: undefined };

/**
 * What stands in for the map until MapLibre is wanted: the basemap's land colour and a faint
 * grid with the campground's pin, and a "Show map" button. Deliberately no rivers, lakes or
 * forests: drawn the same for every campground, they would show features that are not there.
 * Drawn without script or requests, so it costs the page nothing. While the map's code loads the
 * same picture says so.
 */
export function CampgroundMapPreview({ loading, name, onShow, onIntent }: CampgroundMapPreviewProps) {
  const picture = (
    <>
      <svg className={styles.previewArt} viewBox="0 0 400 256" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="400" height="256" fill="#f5f2e8" />
        <path d={GRATICULE} stroke="#e6e0d0" strokeWidth="1" />
      </svg>
      {/* The marker MapLibre draws, so the pin does not change when the map arrives. */}
      <svg className={styles.previewPin} viewBox="0 0 27 41" aria-hidden="true">
        <path
          d="M27 13.5C27 19.07 20.25 27 14.75 34.5 14.02 35.5 12.98 35.5 12.25 34.5 6.75 27 0 19.22 0 13.5 0 6.04 6.04 0 13.5 0 20.96 0 27 6.04 27 13.5Z"
          fill="var(--color-accent)"
        />
        <circle cx="13.5" cy="13.5" r="5.5" fill="#fff" />
      </svg>
    </>
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
        <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true">
          <path
            d="M1 4.5 7 2l6 2.5L19 2v13.5L13 18l-6-2.5L1 18Z M7 2v13.5 M13 4.5V18"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        Show map
      </span>
    </button>
  );
}
