// GET /api/v6/campgrounds/map: clusters when zoomed out over many campgrounds, else points.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campgrounds, type NewCampgroundRow } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const GRID = 1200;
const US = '-125,24,-66,50';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A 40 x 30 grid in Utah, 0.1 degree apart: enough to cluster.
  const rows: NewCampgroundRow[] = Array.from({ length: GRID }, (_, i) => ({
    externalKey: `grid:${i}`,
    slug: `grid-${i}`,
    regionCode: 'UT',
    name: `Grid ${i}`,
    longitude: -113 + (i % 40) * 0.1,
    latitude: 38 + Math.floor(i / 40) * 0.1,
    agency: i % 3 === 0 ? 'blm' : 'private',
    siteTypes: i % 2 === 0 ? ['rv'] : ['tent'],
    amenities: [],
    sources: [{ source: 'osm', id: String(100_000 + i) }],
    contentHash: `grid-${i}`,
    quality: 10,
  }));
  await t.database.db.insert(campgrounds).values(rows);
});
afterAll(async () => {
  await t?.close();
});

interface Cluster {
  type: 'campground-clusters';
  id: string;
  attributes: { count: number; longitude: number; latitude: number; bbox: number[] };
}

describe('GET /api/v6/campgrounds/map', () => {
  it('clusters a zoomed-out viewport with many campgrounds; counts sum to the total', async () => {
    const { status, type, body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4`);
    expect(status).toBe(200);
    expect(type).toContain('application/vnd.api+json');
    expect(body.meta).toMatchObject({ total: GRID + 6, mode: 'clusters', zoom: 4, 'cell-size': 5.625 });
    const clusters = body.data as Cluster[];
    expect(clusters.every((c) => c.type === 'campground-clusters')).toBe(true);
    expect(clusters.reduce((sum, c) => sum + c.attributes.count, 0)).toBe(GRID + 6);
    expect(new Set(clusters.map((c) => c.id)).size).toBe(clusters.length);
    for (const { id, attributes: a } of clusters) {
      expect(id).toMatch(/^4:-?\d+:-?\d+$/);
      const [west, south, east, north] = a.bbox as [number, number, number, number];
      expect(a.longitude).toBeGreaterThanOrEqual(west);
      expect(a.longitude).toBeLessThanOrEqual(east);
      expect(a.latitude).toBeGreaterThanOrEqual(south);
      expect(a.latitude).toBeLessThanOrEqual(north);
      // members stay inside their grid cell
      expect(Math.floor(west / 5.625)).toBe(Math.floor(east / 5.625));
      expect(Math.floor(south / 5.625)).toBe(Math.floor(north / 5.625));
    }
  });

  it('uses smaller cells at higher zoom', async () => {
    const low = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4`);
    const high = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=7`);
    expect(high.body.meta.mode).toBe('clusters');
    expect(high.body.data.length).toBeGreaterThan(low.body.data.length);
    expect(high.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBe(GRID + 6);
  });

  it('answers points from zoom 9, whatever the count', async () => {
    const { body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=9`);
    expect(body.meta).toMatchObject({ total: GRID + 6, mode: 'points', truncated: false });
    expect(body.data).toHaveLength(GRID + 6);
  });

  it('answers points when the area holds 500 or fewer, with the point attributes', async () => {
    const { body } = await t.get('/api/v6/campgrounds/map?bbox=-106,38,-104,40&zoom=3');
    expect(body.meta).toMatchObject({ total: 4, mode: 'points' });
    expect(body.data.map((p: { attributes: { name: string } }) => p.attributes.name)).toEqual([
      'Aspen Meadow',
      'Bear Lake',
      'Cottonwood Flats',
      'Deer Creek',
    ]);
    expect(body.data[1]).toEqual({
      type: 'campgrounds',
      id: String(t.ids.get('test:2')),
      attributes: {
        name: 'Bear Lake',
        slug: 'bear-lake',
        'region-slug': 'colorado',
        longitude: -105.02,
        latitude: 39.02,
        'is-free': true,
        agency: 'blm',
      },
      links: { self: `/api/v6/campgrounds/${t.ids.get('test:2')}` },
    });
  });

  it('applies the list filters', async () => {
    const rv = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[site-types]=rv`);
    expect(rv.body.meta).toMatchObject({ total: GRID / 2, mode: 'clusters' });
    expect(rv.body.data.reduce((sum: number, c: Cluster) => sum + c.attributes.count, 0)).toBe(GRID / 2);
    const blm = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[land-type]=blm`);
    expect(blm.body.meta).toMatchObject({ total: GRID / 3 + 1, mode: 'points' });
    const region = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[region]=colorado`);
    expect(region.body.meta).toMatchObject({ total: 4, mode: 'points' });
    const around = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[around]=-105,39,20`);
    expect(around.body.meta.total).toBe(4);
    const none = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[region]=narnia`);
    expect(none.body).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('lists the map route in the OpenAPI document with its parameters', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v6/openapi.json' })).json();
    const params = doc.paths['/api/v6/campgrounds/map'].get.parameters as { name: string; required: boolean }[];
    expect(params).toContainEqual(expect.objectContaining({ name: 'bbox', required: true }));
    expect(params).toContainEqual(expect.objectContaining({ name: 'zoom', required: true }));
    expect(params.map((p) => p.name)).toContain('filter[site-types]');
    expect(params.map((p) => p.name)).not.toContain('filter[bbox]');
  });

  it.each([
    ['zoom=4', 'bbox'],
    [`bbox=${US}`, 'zoom'],
    [`bbox=${US}&zoom=23`, 'zoom'],
    [`bbox=${US}&zoom=-1`, 'zoom'],
    [`bbox=${US}&zoom=1.5`, 'zoom'],
    [`bbox=${US}&zoom=abc`, 'zoom'],
    [`bbox=${US}&zoom=`, 'zoom'],
    ['bbox=1,2,3&zoom=4', 'bbox'],
    ['bbox=0,10,1,5&zoom=4', 'bbox'],
    ['bbox=170,0,-170,1&zoom=4', 'bbox'],
    [`bbox=${US}&bbox=${US}&zoom=4`, 'bbox'],
    [`bbox=${US}&zoom=4&filter[bbox]=${US}`, 'filter[bbox]'],
    [`bbox=${US}&zoom=4&filter[origin]=-104,40`, 'filter[origin]'],
    [`bbox=${US}&zoom=4&filter[site-types]=yurt`, 'filter[site-types]'],
    [`bbox=${US}&zoom=4&page[size]=10`, 'page[size]'],
    [`bbox=${US}&zoom=4&sort=name`, 'sort'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/campgrounds/map?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter', source: { parameter } });
  });
});
