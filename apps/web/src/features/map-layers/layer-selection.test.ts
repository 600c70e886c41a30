import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import { clearMapLayers, readMapLayers, writeMapLayers } from '@/features/search/map-preferences';
import { drawableLayers, layersOnLoad, toggleLayer } from './layer-selection';
import { MAP_LAYER_DEFINITIONS } from './map-layer-definitions';
import {
  FREE_CAMPING_ICON_ID,
  FREE_CAMPING_ICON_PIXEL_RATIO,
  FREE_CAMPING_ICON_SIZE,
  tentIconPixels,
  tentIncentreOffset,
} from './free-camping-symbol';
import { layerImages, mapLayerStyle } from './map-layer-style';

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
  it('draws areas as fill and outline, coverage as circles, free camping as its own tent symbol', () => {
    const kinds = Object.fromEntries(
      MAP_LAYER_DEFINITIONS.map((definition) => [definition.id, mapLayerStyle(definition).map((layer) => layer.type)]),
    );
    expect(kinds['national-forests']).toEqual(['fill', 'line']);
    expect(kinds['free-camping']).toEqual(['symbol']);
    expect(kinds['coverage-att']).toEqual(['circle']);
    const freeCamping = MAP_LAYER_DEFINITIONS.find((definition) => definition.id === 'free-camping')!;
    expect(freeCamping.color.toLowerCase()).toBe('#397c70');
    const ids = MAP_LAYER_DEFINITIONS.flatMap((definition) => mapLayerStyle(definition).map((layer) => layer.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives the free-camping symbol a tent image: accent body, white edge and door, clear corners', () => {
    const freeCamping = MAP_LAYER_DEFINITIONS.find((definition) => definition.id === 'free-camping')!;
    expect(mapLayerStyle(freeCamping)).toMatchObject([
      { type: 'symbol', layout: { 'icon-image': FREE_CAMPING_ICON_ID } },
    ]);
    expect(layerImages(freeCamping).map((image) => image.id)).toEqual([FREE_CAMPING_ICON_ID]);
    expect(layerImages(MAP_LAYER_DEFINITIONS.find((definition) => definition.id === 'coverage-att')!)).toEqual([]);

    const size = 40;
    const { width, height, data } = tentIconPixels('#397c70', size);
    expect([width, height, data.length]).toEqual([size, size, size * size * 4]);
    const pixel = (x: number, y: number) => Array.from(data.slice((y * size + x) * 4, (y * size + x) * 4 + 4));
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(size - 1, 0)).toEqual([0, 0, 0, 0]);
    // Left of the door, inside the body: the layer's colour, opaque.
    expect(pixel(Math.round(size * 0.3), Math.round(size * 0.75))).toEqual([0x39, 0x7c, 0x70, 255]);
    // The door and the bottom edge are white.
    expect(pixel(size / 2, Math.round(size * 0.78))).toEqual([255, 255, 255, 255]);
    expect(pixel(size / 2, Math.round(size * 0.9))).toEqual([255, 255, 255, 255]);
    expect(() => tentIconPixels('teal')).toThrow(/#rrggbb/);
  });

  it('hides the search’s own 16 px marker of the same campground under the tent, drawn over it', () => {
    const freeCamping = MAP_LAYER_DEFINITIONS.find((definition) => definition.id === 'free-camping')!;
    expect(mapLayerStyle(freeCamping)).toMatchObject([{ layout: { 'icon-offset': [0, -tentIncentreOffset()] } }]);
    const { width, data } = tentIconPixels('#397c70');
    const ratio = FREE_CAMPING_ICON_PIXEL_RATIO;
    expect(width).toBe(FREE_CAMPING_ICON_SIZE * ratio);
    // Where the campground's point falls in the image once the icon is offset.
    const centreX = width / 2;
    const centreY = width / 2 + tentIncentreOffset() * ratio;
    const markerRadius = 8 * ratio;
    let uncovered = 0;
    for (let y = 0; y < width; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const inMarker = Math.hypot(x + 0.5 - centreX, y + 0.5 - centreY) <= markerRadius;
        if (inMarker && data[(y * width + x) * 4 + 3]! < 255) uncovered += 1;
      }
    }
    expect(uncovered).toBe(0);
  });
});
