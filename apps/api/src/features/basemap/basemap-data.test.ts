import { describe, expect, it } from 'vitest';
import { squareRing } from '../../test/geometry-fixtures.ts';
import { areaLabels, parkLabel, placeFeatures, placeMinZoom, riverLabel, type BasemapFeature } from './basemap-data.ts';

describe('river labels', () => {
  it('says "River" after a bare Natural Earth name, and leaves names that already say what they are', () => {
    expect(riverLabel('Colorado')).toBe('Colorado River');
    expect(riverLabel('Green')).toBe('Green River');
    expect(riverLabel('Rio Grande')).toBe('Rio Grande');
    expect(riverLabel('Muddy Cr.')).toBe('Muddy Cr.');
    expect(riverLabel('S. Fk. Forked Deer')).toBe('S. Fk. Forked Deer');
    expect(riverLabel('Bear Creek')).toBe('Bear Creek');
    expect(riverLabel(null)).toBe('');
  });
});

describe('park labels', () => {
  it('spells out the park service abbreviations', () => {
    expect(parkLabel('Canyonlands NP')).toBe('Canyonlands National Park');
    expect(parkLabel('Mojave N PRES')).toBe('Mojave National Preserve');
    expect(parkLabel('Great Sand Dunes NP & PRES')).toBe('Great Sand Dunes National Park & Preserve');
    expect(parkLabel('Lake Mead NRA')).toBe('Lake Mead National Recreation Area');
  });
});

describe('places', () => {
  it('names big cities from the country view and small towns only close in', () => {
    expect(placeMinZoom(8_000_000)).toBe(3);
    expect(placeMinZoom(5_316)).toBe(8); // Moab
    expect(placeMinZoom(250)).toBe(9);
    expect(placeMinZoom(0)).toBe(10);
  });

  it('reads the cities file (with its byte-order mark), biggest first', () => {
    const csv =
      '\uFEFFcity,state_id,lat,lng,population\nMoab,UT,38.5701,-109.5478,5316\nDenver,CO,39.7621,-104.8759,2691349\nNowhere,UT,x,1,5\n';
    const places = placeFeatures(csv);
    expect(places.map((place) => place.properties.name)).toEqual(['Denver', 'Moab']);
    expect(places[1]).toEqual({
      type: 'Feature',
      properties: { name: 'Moab', state: 'UT', population: 5316, minzoom: 8 },
      geometry: { type: 'Point', coordinates: [-109.5478, 38.5701] },
    });
  });
});

describe('area labels', () => {
  const square = (west: number, south: number, size: number) => [squareRing(west, south, size)];
  const area = (name: string, coordinates: unknown, type = 'Polygon'): BasemapFeature => ({
    type: 'Feature',
    properties: { name },
    geometry: { type, coordinates },
  });

  it('puts one label per state, park and forest, a forest at the centre of its largest district', () => {
    const labels = areaLabels(
      'postal,name,label_lat,label_lon\nUT,Utah,39.5,-111.5\n',
      [area('Arches National Park', square(-109.7, 38.6, 0.2))],
      [
        area('Manti-La Sal National Forest', square(-109.4, 38.3, 0.2)),
        area('Manti-La Sal National Forest', square(-111.6, 39.0, 1)),
      ],
    );
    expect(labels.map(({ properties, geometry }) => [properties.kind, properties.name, geometry.coordinates])).toEqual([
      ['state', 'Utah', [-111.5, 39.5]],
      ['park', 'Arches National Park', [-109.6, 38.7]],
      ['forest', 'Manti-La Sal National Forest', [-111.1, 39.5]],
    ]);
  });
});
