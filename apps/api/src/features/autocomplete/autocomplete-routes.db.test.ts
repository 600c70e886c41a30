import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, type NewPlaceRow } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

function place(row: Partial<NewPlaceRow> & Pick<NewPlaceRow, 'kind' | 'sourceId' | 'name'>): NewPlaceRow {
  return {
    regionCode: 'CO',
    latitude: 39,
    longitude: -105,
    population: null,
    designation: null,
    minLon: null,
    minLat: null,
    maxLon: null,
    maxLat: null,
    ...row,
  };
}

const fixturePlaces: NewPlaceRow[] = [
  place({
    kind: 'state',
    sourceId: 'CO',
    name: 'Colorado',
    latitude: 39,
    longitude: -105.5,
    minLon: -109.05,
    minLat: 36.99,
    maxLon: -102.04,
    maxLat: 41,
  }),
  place({ kind: 'state', sourceId: 'UT', name: 'Utah', regionCode: 'UT', latitude: 39.3, longitude: -111.5 }),
  place({ kind: 'city', sourceId: '1', name: 'Colorado City', population: 2000, latitude: 37.9, longitude: -104.8 }),
  place({
    kind: 'city',
    sourceId: '2',
    name: 'Colorado Springs',
    population: 480000,
    latitude: 38.8,
    longitude: -104.8,
  }),
  place({ kind: 'city', sourceId: '3', name: 'Boulder', population: 108000, latitude: 40.015, longitude: -105.27 }),
  place({ kind: 'city', sourceId: '4', name: 'Boulder', regionCode: 'UT', population: 200, latitude: 37.9 }),
  place({ kind: 'city', sourceId: '5', name: 'Fort Collins', population: 170000, latitude: 40.58, longitude: -105.08 }),
  place({
    kind: 'park',
    sourceId: 'yose',
    name: 'Yosemite National Park',
    regionCode: 'CA',
    designation: 'National Park',
    latitude: 37.84,
    longitude: -119.5,
  }),
  place({
    kind: 'park',
    sourceId: 'arch',
    name: 'Arches National Park',
    slug: 'arches-national-park',
    regionCode: 'UT',
    designation: 'National Park',
    latitude: 38.72,
    longitude: -109.59,
  }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(places).values(fixturePlaces);
});
afterAll(async () => {
  await t?.close();
});

async function suggest(url: string) {
  const response = await t.get(url);
  expect(response.status).toBe(200);
  expect(response.type).toMatch(/^application\/json/);
  expect(Array.isArray(response.body)).toBe(true);
  return response.body as Record<string, unknown>[];
}
const names = (list: Record<string, unknown>[]) => list.map((s) => s.label);

describe('autocomplete', () => {
  it('suggests by name prefix, with the fields the client maps', async () => {
    const list = await suggest('/api/autocomplete?q=Bou');
    expect(names(list)).toEqual(['Boulder, CO', 'Boulder, UT']);
    expect(list[0]).toEqual({
      id: 'city:3', // the public id: kind and source id (docs/api-places.md)
      type: 'place',
      placeType: 'city',
      region: 'co',
      name: 'Boulder',
      label: 'Boulder, CO',
      coordinates: [-105.27, 40.015],
      population: 108000,
    });
  });

  it('matches the start of any word', async () => {
    expect(names(await suggest('/api/autocomplete?q=collins'))).toEqual(['Fort Collins, CO']);
    expect(names(await suggest('/api/autocomplete?q=lake'))).toEqual(['Bear Lake, CO', 'Bear Lake, UT']);
  });

  it('tolerates typos', async () => {
    const yosemite = await suggest('/api/autocomplete?q=yosemitee');
    expect(yosemite[0]).toMatchObject({ name: 'Yosemite National Park', placeType: 'admin_area', region: 'ca' });
    expect(names(await suggest('/api/autocomplete?q=bouldr')).slice(0, 2)).toEqual(['Boulder, CO', 'Boulder, UT']);
  });

  it('ranks exact before prefix, states before cities, bigger cities first', async () => {
    const list = await suggest('/api/autocomplete?q=colorado');
    expect(names(list)).toEqual(['Colorado', 'Colorado Springs, CO', 'Colorado City, CO']);
    expect(list[0]).toMatchObject({ placeType: 'state', region: 'co', bbox: [-109.05, 36.99, -102.04, 41] });
    // Prefixes first; a typo-tolerant match ("colo" ~ "Collins") only after them.
    expect(names(await suggest('/api/autocomplete?q=colo'))).toEqual([
      'Colorado',
      'Colorado Springs, CO',
      'Colorado City, CO',
      'Fort Collins, CO',
    ]);
  });

  it('ranks parks before campgrounds, and campgrounds carry their page', async () => {
    const list = await suggest('/api/autocomplete?q=arches');
    expect(names(list)).toEqual(['Arches National Park, UT', 'Arches Edge, UT']);
    expect(list[0]).toMatchObject({ id: 'park:arch', placeType: 'admin_area', slug: 'arches-national-park' });
    expect(list[1]).toEqual({
      id: String(t.ids.get('test:5')),
      type: 'campground',
      placeType: 'campground',
      region: 'ut',
      name: 'Arches Edge',
      label: 'Arches Edge, UT',
      coordinates: [-109.6, 38.6],
      slug: 'arches-edge',
      url: '/camping/utah/arches-edge',
    });
  });

  it('answers one kind', async () => {
    expect(names(await suggest('/api/autocomplete/unified?q=arches'))).toHaveLength(2);
    expect(names(await suggest('/api/autocomplete/places?q=arches'))).toEqual(['Arches National Park, UT']);
    expect(names(await suggest('/api/autocomplete/campgrounds?q=arches'))).toEqual(['Arches Edge, UT']);
    expect(await suggest('/api/autocomplete/spaceships?q=arches')).toEqual([]);
  });

  it('filters by region (code or slug) and by type', async () => {
    expect(names(await suggest('/api/autocomplete?q=bear&region=ut'))).toEqual(['Bear Lake, UT']);
    expect(names(await suggest('/api/autocomplete?q=bear&region=utah'))).toEqual(['Bear Lake, UT']);
    expect(names(await suggest('/api/autocomplete?q=boulder&region=CO'))).toEqual(['Boulder, CO']);
    expect(await suggest('/api/autocomplete?q=bear&region=atlantis')).toEqual([]);
    expect(names(await suggest('/api/autocomplete?q=colorado&types=city'))).toEqual([
      'Colorado Springs, CO',
      'Colorado City, CO',
    ]);
    expect(names(await suggest('/api/autocomplete?q=arches&types=park,state'))).toEqual(['Arches National Park, UT']);
    expect(names(await suggest('/api/autocomplete?q=arches&types=campground'))).toEqual(['Arches Edge, UT']);
    expect(await suggest('/api/autocomplete/places?q=arches&types=campground')).toEqual([]);
    expect(await suggest('/api/autocomplete?q=arches&types=volcano')).toEqual([]);
  });

  it('honours limit', async () => {
    expect(names(await suggest('/api/autocomplete?q=colorado&limit=1'))).toEqual(['Colorado']);
    expect(await suggest('/api/autocomplete?q=c&limit=20')).not.toHaveLength(0);
    for (const limit of ['0', '21', 'abc', '-1', '1.5']) {
      expect(await suggest(`/api/autocomplete?q=colorado&limit=${limit}`)).toEqual([]);
    }
  });

  it('answers [] for empty, huge or garbage queries', async () => {
    for (const url of [
      '/api/autocomplete',
      '/api/autocomplete?q=',
      '/api/autocomplete?q=%20%20%20',
      `/api/autocomplete?q=${'a'.repeat(101)}`,
      '/api/autocomplete?q=a&q=b',
      '/api/autocomplete?q[x]=a',
      '/api/autocomplete?q=%00%01',
      '/api/autocomplete?q=zzzzqqqq',
    ]) {
      expect(await suggest(url), url).toEqual([]);
    }
    expect(names(await suggest(`/api/autocomplete?q=${encodeURIComponent('  boulder  ')}`))).toHaveLength(2);
  });

  it('treats SQL-ish and LIKE characters as text', async () => {
    for (const q of ['%', '_', '\\', "' or 1=1 --", "'); drop table places; --", 'b%', 'c_l']) {
      expect(await suggest(`/api/autocomplete?q=${encodeURIComponent(q)}`), q).toEqual([]);
    }
    expect(await t.database.db.$count(places)).toBe(fixturePlaces.length);
  });

  it('answers [] when the database fails', async () => {
    await t.database.db.execute(sql`alter table places rename to places_away`);
    try {
      expect(await suggest('/api/autocomplete?q=colorado')).toEqual([]);
    } finally {
      await t.database.db.execute(sql`alter table places_away rename to places`);
    }
    expect(await suggest('/api/autocomplete?q=colorado')).toHaveLength(3);
  });
});
