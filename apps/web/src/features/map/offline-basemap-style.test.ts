import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { BASEMAP_SOURCE, offlineBasemapStyle } from './offline-basemap-style';

const ORIGIN = 'https://campwise.example';

describe('the offline basemap style', () => {
  const style = offlineBasemapStyle(`${ORIGIN}/search?x=1`);

  it('is a valid MapLibre style (every layer, filter and expression)', () => {
    expect(validateStyleMin(style as StyleSpecification)).toEqual([]);
  });

  it('loads tiles and glyphs from our own API by absolute URL, keeping the placeholders', () => {
    expect(style.glyphs).toBe(`${ORIGIN}/api/basemap/fonts/{fontstack}/{range}.pbf`);
    const source = style.sources[BASEMAP_SOURCE] as { tiles: string[]; attribution: string };
    expect(source.tiles).toEqual([`${ORIGIN}/api/basemap/tiles/{z}/{x}/{y}.pbf`]);
    expect(source.attribution).toContain('Natural Earth');
    expect(source.attribution).toContain('https://simplemaps.com/data/us-cities');
  });

  it('draws every layer the tiles carry and labels towns, rivers and public land', () => {
    const sourceLayers = new Set(style.layers.map((layer) => ('source-layer' in layer ? layer['source-layer'] : null)));
    for (const layer of ['land', 'water', 'rivers', 'railways', 'forests', 'parks', 'labels', 'places']) {
      expect(sourceLayers, layer).toContain(layer);
    }
    const labels = style.layers.filter((layer) => layer.type === 'symbol').map((layer) => layer.id);
    expect(labels).toEqual(expect.arrayContaining(['place-labels', 'river-labels', 'public-land-labels']));
  });
});
