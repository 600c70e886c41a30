import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, type NewPlaceRow } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { findPlaceByPublicId } from './place-repository.ts';

function place(row: Partial<NewPlaceRow> & Pick<NewPlaceRow, 'kind' | 'sourceId' | 'name' | 'slug'>): NewPlaceRow {
  return { regionCode: 'UT', latitude: 38.5, longitude: -109.5, nearCount: 0, areaCount: null, ...row };
}

// Counts as an import would leave them (the campground fixtures do not need to match here).
const testPlaces: NewPlaceRow[] = [
  place({ kind: 'state', sourceId: 'UT', name: 'Utah', slug: 'utah', nearCount: 2, latitude: 39.3, longitude: -111.5 }),
  place({
    kind: 'state',
    sourceId: 'CO',
    name: 'Colorado',
    slug: 'colorado',
    regionCode: 'CO',
    nearCount: 4,
    latitude: 39,
    longitude: -105.5,
    minLon: -109.05,
    minLat: 36.99,
    maxLon: -102.04,
    maxLat: 41,
  }),
  place({
    kind: 'city',
    sourceId: '1840020237',
    name: 'Moab',
    slug: 'moab',
    population: 5300,
    nearCount: 3,
    latitude: 38.5738,
    longitude: -109.5498,
  }),
  place({ kind: 'city', sourceId: '1840000001', name: 'Green River', slug: 'green-river', population: 900 }),
  place({
    kind: 'city',
    sourceId: '1840000002',
    name: 'Denver',
    slug: 'denver',
    regionCode: 'CO',
    population: 700000,
    nearCount: 3,
  }),
  place({
    kind: 'park',
    sourceId: 'arch',
    name: 'Arches National Park',
    slug: 'arches-national-park',
    designation: 'National Park',
    nearCount: 2,
    areaCount: 1,
  }),
  place({
    kind: 'forest',
    sourceId: 'manti-la-sal-national-forest',
    name: 'Manti-La Sal National Forest',
    slug: 'manti-la-sal-national-forest',
    designation: 'National Forest',
    areaCount: 2,
    minLon: -109.55,
    minLat: 37.7,
    maxLon: -109.1,
    maxLat: 38.6,
  }),
  place({
    kind: 'park',
    sourceId: 'empt',
    name: 'Empty Butte',
    slug: 'empty-butte',
    designation: 'National Monument',
    areaCount: 0,
  }),
];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.insert(places).values(testPlaces);
});
afterAll(async () => {
  await t?.close();
});

const ids = (body: { data: { id: string }[] }) => body.data.map((resource) => resource.id);

describe('GET /api/v6/places', () => {
  it('lists places with the most campgrounds nearby first', async () => {
    const { status, body } = await t.get('/api/v6/places');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(8);
    expect(body.meta['available-sort-options']).toEqual([
      { value: '-near-count', label: 'Most campgrounds nearby' },
      { value: '-area-count', label: 'Most campgrounds inside' },
      { value: '-population', label: 'Largest population' },
      { value: 'name', label: 'Name (A–Z)' },
    ]);
    // Ties on near-count go to the larger population, then the name.
    expect(ids(body)).toEqual([
      'state:CO',
      'city:1840000002',
      'city:1840020237',
      'park:arch',
      'state:UT',
      'city:1840000001',
      'park:empt',
      'forest:manti-la-sal-national-forest',
    ]);
    expect(body.data[2]).toEqual({
      type: 'places',
      id: 'city:1840020237',
      attributes: {
        kind: 'city',
        'place-type': 'city',
        slug: 'moab',
        name: 'Moab',
        label: 'Moab, UT',
        'region-code': 'UT',
        'region-slug': 'utah',
        'region-name': 'Utah',
        latitude: 38.5738,
        longitude: -109.5498,
        bbox: null,
        population: 5300,
        designation: null,
        'near-count': 3,
        'area-count': null,
        'near-radius-km': 50,
      },
      links: { self: '/api/v6/places/city%3A1840020237' },
    });
  });

  it('filters by region (slug or code), kinds, slug and having campgrounds', async () => {
    const bySlug = await t.get('/api/v6/places?filter[region]=utah&sort=name');
    const byCode = await t.get('/api/v6/places?filter[region]=UT&sort=name');
    expect(byCode.body.data).toEqual(bySlug.body.data);
    expect(bySlug.body.meta.total).toBe(6);
    expect(ids((await t.get('/api/v6/places?filter[kind]=park,forest&sort=name')).body)).toEqual([
      'park:arch',
      'park:empt',
      'forest:manti-la-sal-national-forest',
    ]);
    expect(ids((await t.get('/api/v6/places?filter[region]=utah&filter[slug]=moab')).body)).toEqual([
      'city:1840020237',
    ]);
    const withCampgrounds = await t.get('/api/v6/places?filter[has-campgrounds]=true&filter[region]=utah&sort=name');
    expect(ids(withCampgrounds.body)).toEqual([
      'park:arch',
      'forest:manti-la-sal-national-forest',
      'city:1840020237',
      'state:UT',
    ]);
  });

  it('sorts by area count, population and name', async () => {
    const areas = await t.get('/api/v6/places?sort=-area-count&filter[region]=utah');
    expect(ids(areas.body).slice(0, 3)).toEqual(['forest:manti-la-sal-national-forest', 'park:arch', 'park:empt']);
    const population = await t.get('/api/v6/places?sort=-population&filter[kind]=city');
    expect(ids(population.body)).toEqual(['city:1840000002', 'city:1840020237', 'city:1840000001']);
    const names = await t.get('/api/v6/places?sort=name&filter[kind]=state');
    expect(ids(names.body)).toEqual(['state:CO', 'state:UT']);
  });

  it('pages with links that keep the other parameters', async () => {
    const { body } = await t.get('/api/v6/places?sort=name&page[size]=3&page[number]=2');
    expect(body.meta.total).toBe(8);
    // Arches, Colorado, Denver | Empty Butte, Green River, Manti-La Sal | Moab, Utah
    expect(ids(body)).toEqual(['park:empt', 'city:1840000001', 'forest:manti-la-sal-national-forest']);
    expect(body.links.next).toBe('/api/v6/places?sort=name&page%5Bnumber%5D=3&page%5Bsize%5D=3');
    expect(body.links.prev).toBe('/api/v6/places?sort=name&page%5Bnumber%5D=1&page%5Bsize%5D=3');
  });

  it.each([
    ['filter[region]=narnia', 'filter[region]'],
    ['filter[kind]=town', 'filter[kind]'],
    ['filter[kind]=', 'filter[kind]'],
    ['filter[has-campgrounds]=false', 'filter[has-campgrounds]'],
    ['filter[slug]=Not%20A%20Slug', 'filter[slug]'],
    ['filter[name]=Moab', 'filter[name]'],
    ['sort=-name', 'sort'],
    ['page[size]=201', 'page[size]'],
    ['include=region', 'include'],
  ])('answers 400 naming the parameter for %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/places?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe(parameter);
  });
});

describe('GET /api/v6/places/{id}', () => {
  it.each(['park:arch', 'park%3Aarch'])('returns one place by public id (%s)', async (id) => {
    const { status, body } = await t.get(`/api/v6/places/${id}`);
    expect(status).toBe(200);
    expect(body.data.id).toBe('park:arch');
    expect(body.data.attributes).toMatchObject({
      kind: 'park',
      'place-type': 'admin_area',
      label: 'Arches National Park, UT',
      designation: 'National Park',
      'area-count': 1,
    });
  });

  it('gives a state its name as label and a forest its box', async () => {
    expect((await t.get('/api/v6/places/state:CO')).body.data.attributes).toMatchObject({
      label: 'Colorado',
      bbox: [-109.05, 36.99, -102.04, 41],
    });
    expect((await t.get('/api/v6/places/forest:manti-la-sal-national-forest')).body.data.attributes.bbox).toEqual([
      -109.55, 37.7, -109.1, 38.6,
    ]);
  });

  it.each(['park:nope', 'town:1', 'arch', 'city:1:2', 'x'.repeat(190)])('answers 404 for %s', async (id) => {
    const { status, body } = await t.get(`/api/v6/places/${id}`);
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe('not_found');
  });

  it('rejects unknown parameters', async () => {
    const { status, body } = await t.get('/api/v6/places/park:arch?filter[kind]=park');
    expect(status).toBe(400);
    expect(body.errors[0].source.parameter).toBe('filter[kind]');
  });
});

describe('findPlaceByPublicId', () => {
  it('returns the row id and point, or null', async () => {
    const found = await findPlaceByPublicId(t.database.db, 'city:1840020237');
    expect(found).toMatchObject({
      kind: 'city',
      sourceId: '1840020237',
      name: 'Moab',
      regionCode: 'UT',
      regionSlug: 'utah',
      latitude: 38.5738,
      longitude: -109.5498,
    });
    expect(found?.id).toEqual(expect.any(Number));
    expect(await findPlaceByPublicId(t.database.db, 'city:0')).toBeNull();
    expect(await findPlaceByPublicId(t.database.db, 'not an id')).toBeNull();
  });
});
