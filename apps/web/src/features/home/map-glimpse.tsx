import { MapIcon } from '@/components/ui/map-icon';
import { formatInteger } from '@/lib/format';
import type { GlimpseDot, MapGlimpse as MapGlimpseData } from './map-glimpse-projection';
import styles from './map-glimpse.module.css';

// Dot sizes by how many campgrounds a cluster holds: one path per size keeps the markup small.
const SIZES = [
  { upTo: 2, radius: 1.4 },
  { upTo: 9, radius: 2 },
  { upTo: 39, radius: 2.7 },
  { upTo: Infinity, radius: 3.5 },
] as const;

function dotPaths(dots: readonly GlimpseDot[]): { radius: number; d: string }[] {
  return SIZES.map(({ upTo, radius }, index) => {
    const from = index === 0 ? 0 : SIZES[index - 1]!.upTo;
    const d = dots
      .filter((dot) => dot.count > from && dot.count <= upTo)
      .map((dot) => `M${dot.x} ${dot.y}h0`)
      .join('');
    return { radius, d };
  }).filter((path) => path.d !== '');
}

/**
 * A glimpse of the map on the home page: where the campgrounds are across the lower 48, one dot
 * per map cluster, in the basemap's land colour. A picture, not a map: no script and no MapLibre
 * on the home page; it leads to the search map.
 */
export function MapGlimpse({ glimpse, campgroundTotal }: { glimpse: MapGlimpseData; campgroundTotal: number }) {
  return (
    <a href="/search" className={styles.glimpse}>
      <svg
        className={styles.art}
        viewBox={`0 0 ${glimpse.width} ${glimpse.height}`}
        aria-hidden="true"
        focusable="false"
      >
        {dotPaths(glimpse.dots).map(({ radius, d }) => (
          <path key={radius} d={d} strokeWidth={radius * 2} />
        ))}
      </svg>
      {/* The visible words are the link's name (WCAG 2.5.3: what is seen is what is said). */}
      <span className={styles.label}>
        <MapIcon />
        {campgroundTotal > 0 ? `Open the map of ${formatInteger(campgroundTotal)} campgrounds` : 'Open the map'}
      </span>
    </a>
  );
}
