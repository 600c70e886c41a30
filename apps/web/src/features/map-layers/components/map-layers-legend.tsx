import { MAP_ACCENT_COLOR } from '@campwise/domain';
import { svgPoints, TENT_SHAPE } from '../free-camping-symbol';
import {
  COVERAGE_COLORS,
  COVERAGE_LEGEND,
  layerDefinition,
  MAP_LAYER_DEFINITIONS,
  type MapLayerId,
} from '../map-layer-definitions';
import type { LayerCountsInView } from '../map-layer-sync';
import styles from './map-layers.module.css';

/** The free-camping tent as the map draws it (same geometry, same colour). */
export function TentSymbol({ className }: { className?: string }) {
  const color = layerDefinition('free-camping')?.color ?? MAP_ACCENT_COLOR;
  return (
    <svg viewBox="0 0 1 1" className={className} aria-hidden="true" focusable="false">
      <polygon points={svgPoints(TENT_SHAPE.edge)} fill="#fff" />
      <polygon points={svgPoints(TENT_SHAPE.body)} fill={color} />
      <polygon points={svgPoints(TENT_SHAPE.door)} fill="#fff" />
    </svg>
  );
}

/**
 * What the layers that are on mean, on the map itself: the free-camping tent beside the search's
 * own campground marker, and the coverage colours. A coverage layer with no reports in view
 * says so, rather than leaving the camper to wonder whether it is on at all.
 */
export function MapLayersLegend({
  layers,
  countsInView,
}: {
  layers: readonly MapLayerId[];
  countsInView: LayerCountsInView;
}) {
  const freeCamping = layers.includes('free-camping');
  const carriers = MAP_LAYER_DEFINITIONS.filter(
    (definition) => definition.kind === 'coverage' && layers.includes(definition.id),
  );
  if (!freeCamping && carriers.length === 0) return null;
  // Known only once the layer's data has loaded: nothing is claimed while it is on its way.
  const empty = carriers.filter((definition) => countsInView[definition.id] === 0);
  return (
    <section className={styles.mapLegend} aria-label="Map legend" data-testid="map-legend">
      <ul className={styles.mapLegendList}>
        {freeCamping ? (
          <>
            <li>
              <TentSymbol className={styles.tent} />
              Free camping
            </li>
            <li>
              <span className={styles.campgroundMarker} style={{ background: MAP_ACCENT_COLOR }} aria-hidden="true" />
              Other campgrounds
            </li>
          </>
        ) : null}
        {carriers.map((definition) => (
          <li key={definition.id}>
            <span className={styles.carrierRing} style={{ borderColor: definition.color }} aria-hidden="true" />
            {definition.label} coverage
          </li>
        ))}
      </ul>
      {carriers.length ? (
        <ul className={styles.ratings} aria-label="Coverage ratings">
          {COVERAGE_LEGEND.map(({ rating }) => (
            <li key={rating}>
              <span
                className={`${styles.swatch} ${styles.dot}`}
                style={{ background: COVERAGE_COLORS[rating] }}
                aria-hidden="true"
              />
              {rating}
            </li>
          ))}
        </ul>
      ) : null}
      <div role="status" className={styles.emptyNotes}>
        {empty.map((definition) => (
          <p key={definition.id}>No coverage reports for {definition.label} here yet.</p>
        ))}
      </div>
    </section>
  );
}
