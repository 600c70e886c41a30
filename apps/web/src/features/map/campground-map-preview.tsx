import styles from './campground-map.module.css';

type CampgroundMapPreviewProps =
  | { loading?: false; name: string; onShow: () => void; onIntent: () => void }
  | { loading: true; name?: undefined; onShow?: undefined; onIntent?: undefined };

/**
 * What stands in for the map until MapLibre is wanted: the basemap's colours (land, a forest, a
 * river, a state line) drawn as an inline picture with the campground's pin, and a "Show map"
 * button. Drawn without script or requests, so it costs the page nothing. While the map's code
 * loads the same picture says so.
 */
export function CampgroundMapPreview({ loading, name, onShow, onIntent }: CampgroundMapPreviewProps) {
  const picture = (
    <>
      <svg className={styles.previewArt} viewBox="0 0 400 256" preserveAspectRatio="xMidYMid slice" aria-hidden="true">
        <rect width="400" height="256" fill="#f5f2e8" />
        <path d="M-10 40 C60 20 120 70 170 48 S260 -6 320 24 410 10 410 10 V-10 H-10 Z" fill="#d7e8c8" />
        <path d="M250 256 C262 210 300 190 340 196 S410 170 410 160 V256 Z" fill="#c9e2b4" />
        <path
          d="M-10 200 C50 190 80 150 130 160 S210 214 260 176 330 96 410 104"
          fill="none"
          stroke="#8fc1d8"
          strokeWidth="5"
          strokeLinecap="round"
        />
        <ellipse cx="86" cy="100" rx="26" ry="14" fill="#aacfe0" />
        <path
          d="M300 -10 L284 90 L330 150 L316 266"
          fill="none"
          stroke="#b3a6bd"
          strokeWidth="2"
          strokeDasharray="7 5"
        />
        <path d="M-10 128 H410 M200 -10 V266" stroke="#e6e0d0" strokeWidth="1" />
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
