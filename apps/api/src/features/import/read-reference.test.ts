import { describe, expect, it } from 'vitest';
import { buildPlaces } from './build-places.ts';
import { parseCsv } from './read-csv.ts';
import { parseCities, parseNpsUnits } from './read-places.ts';
import { parseStates } from './read-states.ts';

const outlines = JSON.stringify({
  type: 'FeatureCollection',
  features: [
    {
      properties: { postal: 'DC', name: 'District of Columbia' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-77.1, 38.8],
            [-76.9, 38.8],
            [-76.9, 39],
            [-77.1, 38.8],
          ],
        ],
      },
    },
    {
      properties: { postal: 'CO', name: 'Colorado' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-109, 37],
            [-102, 37],
            [-102, 41],
            [-109, 37],
          ],
        ],
      },
    },
    {
      properties: { postal: 'ON', name: 'Ontario' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [-90, 45],
            [-80, 45],
            [-80, 50],
            [-90, 45],
          ],
        ],
      },
    },
  ],
});
const boxes = parseCsv(
  'postal,name,iso_3166_2,min_lon,min_lat,max_lon,max_lat,label_lat,label_lon\n' +
    'CO,Colorado,US-CO,-109.0467,37.0008,-102.0128,41.0009,38.9998,-105.543\n' +
    'DC,District of Columbia,US-DC,-77.1221,38.8065,-76.9312,39.0118,38.8922,-77.0113\n',
);

describe('parseStates', () => {
  it('joins outlines (by postal) with boxes, slugs the names and sorts by code', () => {
    const states = parseStates(outlines, boxes);
    expect(states.map(({ code, slug, name }) => ({ code, slug, name }))).toEqual([
      { code: 'CO', slug: 'colorado', name: 'Colorado' },
      { code: 'DC', slug: 'district-of-columbia', name: 'District of Columbia' },
    ]);
    expect(states[0]).toMatchObject({ minLon: -109.0467, maxLat: 41.0009, labelLat: 38.9998, labelLon: -105.543 });
    expect(states[0]?.outline.type).toBe('Polygon');
  });
});

describe('parseCsv', () => {
  it('strips the UTF-8 byte order mark from the first header', () => {
    const [row] = parseCsv('\uFEFFcity,state_id\nEly,MN\n');
    expect(row).toEqual({ city: 'Ely', state_id: 'MN' });
  });
});

describe('buildPlaces', () => {
  it('keeps states, cities and parks of the 50 states + DC only', () => {
    const states = parseStates(outlines, boxes);
    const cities = parseCities([
      { city: 'Denver', state_id: 'CO', lat: '39.76', lng: '-104.87', population: '2700000', id: '1840018789' },
      { city: 'San Juan', state_id: 'PR', lat: '18.4', lng: '-66.06', population: '2000000', id: '1630035577' },
      { city: 'Denver', state_id: 'CO', lat: '39.76', lng: '-104.87', population: '2700000', id: '1840018789' },
    ]);
    const parks = parseNpsUnits(
      JSON.stringify([
        {
          name: 'Dinosaur National Monument',
          parkCode: 'DINO',
          designation: 'National Monument',
          // Utah is listed first, but the point is in (the test's triangle of) Colorado.
          lat: 38,
          lon: -104,
          states: 'UT,CO',
        },
        {
          name: 'Virgin Islands National Park',
          parkCode: 'viis',
          designation: 'National Park',
          lat: 18.33,
          lon: -64.74,
          states: 'VI',
        },
      ]),
    );
    const build = buildPlaces(states, cities, parks);
    expect(build.skipped).toEqual({ cities: 1, parks: 1 });
    expect(build.rows.map(({ kind, sourceId, regionCode }) => `${kind}:${sourceId}:${regionCode}`)).toEqual([
      'state:CO:CO',
      'state:DC:DC',
      'city:1840018789:CO',
      'park:dino:CO',
    ]);
    expect(build.rows.find((row) => row.kind === 'city')).toMatchObject({ name: 'Denver', population: 2_700_000 });
    expect(build.rows.find((row) => row.kind === 'park')).toMatchObject({ designation: 'National Monument' });
    expect(build.rows.find((row) => row.sourceId === 'CO')).toMatchObject({ minLon: -109.0467, latitude: 38.9998 });
  });

  it('cases park names like campground names (ADR 0031)', () => {
    const unit = { parkCode: 'blca', lat: 38.57, lon: -107.72, states: 'CO' };
    const names = parseNpsUnits(
      JSON.stringify([
        { ...unit, name: 'Black Canyon Of The Gunnison National Park' },
        { ...unit, parkCode: 'arho', name: 'Arlington House, The Robert E. Lee Memorial' },
      ]),
    ).map((park) => park.name);
    expect(names).toEqual([
      'Black Canyon of the Gunnison National Park',
      'Arlington House, The Robert E. Lee Memorial',
    ]);
  });
});
