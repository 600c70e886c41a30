import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import { clearMapLayers, readMapLayers, writeMapLayers } from '@/features/search/map-preferences';
import { drawableLayers, layersOnLoad, toggleLayer } from './layer-selection';
import { MAP_LAYER_DEFINITIONS } from './map-layer-definitions';
import { mapLayerStyle } from './map-layer-style';

describe('map layer choices', () => {
  it('adds a layer that is off and removes one that is on', () => {
    const on = toggleLayer([], 'free-camping');
    expect(on).toEqual(['free-camping']);
    const both = toggleLayer(on, 'national-forests');
    expect(both).toEqual(['national-forests', 'free-camping']);
    expect(toggleLayer(both, 'free-camping')).toEqual(['national-forests']);
  });

  it('never turns on BLM lands, which have no data, or an unknown id', () => {
    expect(toggleLayer([], 'blm-lands')).toEqual([]);
    expect(toggleLayer(['coverage-att'], 'volcanoes')).toEqual(['coverage-att']);
    expect(drawableLayers(['coverage-verizon', 'blm-lands', 'coverage-verizon', 'x'])).toEqual(['coverage-verizon']);
  });

  it('gives PRO members their stored layers back and clears everyone else’s', () => {
    const store = memoryStorage();
    writeMapLayers(['national-parks', 'coverage-t-mobile'], store);
    const stored = readMapLayers(store);
    expect(layersOnLoad('pro', stored)).toEqual({
      layers: ['national-parks', 'coverage-t-mobile'],
      clearStored: false,
    });
    expect(layersOnLoad('not-pro', stored)).toEqual({ layers: [], clearStored: true });
    // Until the session is known nothing is drawn, and nothing is cleared yet.
    expect(layersOnLoad('loading', stored)).toEqual({ layers: [], clearStored: false });
    clearMapLayers(store);
    expect(readMapLayers(store)).toEqual([]);
  });
});

describe('map layer drawing', () => {
  it('draws areas as fill and outline, points as circles, free camping in the map accent', () => {
    const kinds = Object.fromEntries(
      MAP_LAYER_DEFINITIONS.map((definition) => [definition.id, mapLayerStyle(definition).map((layer) => layer.type)]),
    );
    expect(kinds['national-forests']).toEqual(['fill', 'line']);
    expect(kinds['free-camping']).toEqual(['circle']);
    expect(kinds['coverage-att']).toEqual(['circle']);
    const freeCamping = MAP_LAYER_DEFINITIONS.find((definition) => definition.id === 'free-camping')!;
    expect(freeCamping.color.toLowerCase()).toBe('#397c70');
    const ids = MAP_LAYER_DEFINITIONS.flatMap((definition) => mapLayerStyle(definition).map((layer) => layer.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});
