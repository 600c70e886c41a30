import type { Map as MapLibreMap } from 'maplibre-gl';

/**
 * Writes on the map's element whether MapLibre has settled (drawn everything it was given, not
 * moving) as data-idle, with `describe`'s facts about what the visitor then sees. Browser tests
 * and the page-speed benchmark wait on these; they also help when debugging a "wrong" map.
 */
export function trackMapIdleState(
  map: MapLibreMap,
  container: HTMLElement,
  describe: () => Record<string, string>,
): void {
  map.on('idle', () => {
    Object.assign(container.dataset, describe());
    container.dataset.idle = 'true';
  });
  map.on('movestart', () => {
    container.dataset.idle = 'false';
  });
}
