import type { FilterSpecification, Map as MapLibreMap } from 'maplibre-gl';

export const CAMPGROUND_LAYER = 'trip-campground-points';

// A printed plan is the trip: the route, its places and the nights' campgrounds. The campgrounds
// only listed along the way are for choosing on screen; on paper they would pass for stays.
export const CHOSEN_ONLY: FilterSpecification = ['==', ['get', 'chosen'], true];

export function isPrinting(): boolean {
  return window.matchMedia('print').matches;
}

/**
 * Switches the campground layer to the chosen ones while the page prints (or is shown as print
 * media), and back after. The canvas is printed as it stands, so it is redrawn at once: the print
 * snapshot does not wait for the next animation frame. Answers a function that stops watching.
 */
export function showChosenOnlyInPrint(map: MapLibreMap): () => void {
  const print = window.matchMedia('print');
  const apply = (printing: boolean) => {
    if (!map.getLayer(CAMPGROUND_LAYER)) return;
    map.setFilter(CAMPGROUND_LAYER, printing ? CHOSEN_ONLY : null);
    map.redraw();
  };
  const onChange = () => apply(print.matches);
  const onBeforePrint = () => apply(true);
  print.addEventListener('change', onChange);
  window.addEventListener('beforeprint', onBeforePrint);
  window.addEventListener('afterprint', onChange);
  return () => {
    print.removeEventListener('change', onChange);
    window.removeEventListener('beforeprint', onBeforePrint);
    window.removeEventListener('afterprint', onChange);
  };
}
