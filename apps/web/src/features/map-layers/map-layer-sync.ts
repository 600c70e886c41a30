// Keeps a MapLibre map's PRO layers in step with the chosen ones: adds a layer's source and
// layers when it is chosen (fetching its data once), removes them when it is not, and puts them
// back after a style change (which drops everything added). The map container's
// data-visible-layers lists what MapLibre actually has, for tests and debugging. It also counts
// each point layer's features in view, so the page can say when a layer has nothing to draw here.
import type { Map as MapLibreMap } from 'maplibre-gl';
import { MAP_LAYER_DEFINITIONS, type MapLayerDefinition, type MapLayerId } from './map-layer-definitions';
import type { LayerFeatureCollection } from './map-layers-api';
import { drawnAboveMarkers, layerImages, layerSourceId, mapLayerStyle } from './map-layer-style';

/** How many of a point layer's features are in view, for each shown point layer whose data is loaded. */
export type LayerCountsInView = Partial<Record<MapLayerId, number>>;

export interface MapLayerSyncOptions {
  load: (id: MapLayerId) => Promise<LayerFeatureCollection>;
  /** Our layers go under this one (the campground markers), so markers stay on top; free camping aside. */
  beneathLayerId: string;
  onError?: (id: MapLayerId, error: unknown) => void;
  /** Called when the counts change (layers shown or loaded, or the map moved). */
  onCountsInView?: (counts: LayerCountsInView) => void;
}

export interface MapLayerSync {
  /** The layers to show from now on. */
  show(ids: readonly MapLayerId[]): void;
  /** Call on 'style.load': a new style has none of our layers yet. */
  styleLoaded(): void;
  /** Call before map.setStyle(): nothing can be added until the new style has loaded. */
  styleChanging(): void;
}

export function createMapLayerSync(map: MapLibreMap, options: MapLayerSyncOptions): MapLayerSync {
  const data = new Map<MapLayerId, LayerFeatureCollection>();
  const loading = new Set<MapLayerId>();
  let wanted: MapLayerId[] = [];
  let ready = false;
  let lastCounts = '';

  function onMap(definition: MapLayerDefinition): boolean {
    return Boolean(map.getSource(layerSourceId(definition.id)));
  }

  function report() {
    const container = map.getContainer();
    const shown = MAP_LAYER_DEFINITIONS.filter(
      (definition) => onMap(definition) && mapLayerStyle(definition).every((layer) => map.getLayer(layer.id)),
    );
    container.dataset.visibleLayers = shown.map((definition) => definition.id).join(',');
  }

  function countInView() {
    if (!options.onCountsInView) return;
    const bounds = map.getBounds();
    const counts: LayerCountsInView = {};
    for (const definition of MAP_LAYER_DEFINITIONS) {
      const collection = data.get(definition.id);
      if (definition.kind === 'area' || !collection || !wanted.includes(definition.id)) continue;
      counts[definition.id] = collection.features.filter(
        (feature) => feature.geometry.type === 'Point' && bounds.contains(feature.geometry.coordinates),
      ).length;
    }
    // Only changes are passed on: the page re-renders on each, and most moves change nothing.
    const key = JSON.stringify(counts);
    if (key === lastCounts) return;
    lastCounts = key;
    options.onCountsInView(counts);
  }

  function add(definition: MapLayerDefinition, collection: LayerFeatureCollection) {
    if (onMap(definition)) return;
    for (const image of layerImages(definition)) {
      if (!map.hasImage(image.id)) map.addImage(image.id, image.pixels, { pixelRatio: image.pixelRatio });
    }
    map.addSource(layerSourceId(definition.id), { type: 'geojson', data: collection });
    const beneath =
      !drawnAboveMarkers(definition) && map.getLayer(options.beneathLayerId) ? options.beneathLayerId : undefined;
    for (const layer of mapLayerStyle(definition)) map.addLayer(layer, beneath);
  }

  function remove(definition: MapLayerDefinition) {
    for (const layer of mapLayerStyle(definition)) {
      if (map.getLayer(layer.id)) map.removeLayer(layer.id);
    }
    if (onMap(definition)) map.removeSource(layerSourceId(definition.id));
  }

  function apply() {
    if (!ready) return;
    for (const definition of MAP_LAYER_DEFINITIONS) {
      if (!wanted.includes(definition.id)) {
        remove(definition);
        continue;
      }
      const collection = data.get(definition.id);
      if (collection) {
        add(definition, collection);
      } else if (!loading.has(definition.id)) {
        loading.add(definition.id);
        options
          .load(definition.id)
          .then((loaded) => {
            data.set(definition.id, loaded);
            apply();
          })
          .catch((error: unknown) => options.onError?.(definition.id, error))
          .finally(() => loading.delete(definition.id));
      }
    }
    report();
    countInView();
  }

  map.on('moveend', countInView);

  return {
    show(ids) {
      wanted = [...ids];
      apply();
    },
    styleLoaded() {
      ready = true;
      apply();
    },
    styleChanging() {
      ready = false;
    },
  };
}
