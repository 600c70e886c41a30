import { validateStyleMin, type StyleSpecification } from '@maplibre/maplibre-gl-style-spec';
import { describe, expect, it } from 'vitest';
import { searchMapStyle } from './search-map-style';

const ORIGIN = 'https://campwise.example';
const HOSTED = 'https://tiles.example/style.json';

describe('the search map styles', () => {
  it('uses the hosted style when one is configured, else the offline basemap', () => {
    expect(searchMapStyle('map', ORIGIN, HOSTED)).toBe(HOSTED);
    expect(searchMapStyle('map', ORIGIN, null)).toMatchObject({ name: 'Campwise offline basemap' });
  });

  it('draws Outline from the offline tiles whatever is configured, as a valid style', () => {
    const outline = searchMapStyle('outline', ORIGIN, HOSTED) as StyleSpecification;
    expect(outline.name).toBe('Campwise outline');
    expect(validateStyleMin(outline)).toEqual([]);
  });
});
