// Which layers are on: the rules of spec section 4 ("toggle adds or removes; non-PRO users have
// layers cleared") as pure functions over the stored list of ids.
import { MAP_LAYER_DEFINITIONS, type MapLayerId } from './map-layer-definitions';

const DRAWABLE = new Set<string>(MAP_LAYER_DEFINITIONS.filter((layer) => layer.available).map((layer) => layer.id));

/** Known, drawable ids only, each once, in the panel's order (a stored list may be stale or edited). */
export function drawableLayers(ids: readonly string[]): MapLayerId[] {
  const wanted = new Set(ids);
  return MAP_LAYER_DEFINITIONS.filter((layer) => DRAWABLE.has(layer.id) && wanted.has(layer.id)).map(
    (layer) => layer.id,
  );
}

/** Adds the layer when it is off, removes it when it is on; layers without data never turn on. */
export function toggleLayer(ids: readonly string[], id: string): MapLayerId[] {
  const current = drawableLayers(ids);
  if ((current as string[]).includes(id)) return current.filter((layer) => layer !== id);
  return drawableLayers([...current, id]);
}

export type LayerAccess = 'loading' | 'pro' | 'not-pro';

/**
 * What to show once it is known who is looking: PRO members get their stored layers back;
 * everyone else starts with none and their stored choice is to be cleared.
 */
export function layersOnLoad(
  access: LayerAccess,
  stored: readonly string[],
): { layers: MapLayerId[]; clearStored: boolean } {
  if (access === 'pro') return { layers: drawableLayers(stored), clearStored: false };
  return { layers: [], clearStored: access === 'not-pro' };
}
