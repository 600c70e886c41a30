import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.get(url);

describe('regions', () => {
  it('lists every region with its campground count', async () => {
    const { status, body } = await get('/api/v6/regions');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(2);
    expect(body.data[0]).toEqual({
      type: 'regions',
      id: 'colorado',
      attributes: {
        slug: 'colorado',
        code: 'CO',
        name: 'Colorado',
        bbox: [-109.05, 36.99, -102.04, 41.0],
        'label-point': [-105.5, 39.0],
        'campground-count': 4,
      },
      links: { self: '/api/v6/regions/colorado' },
    });
  });

  it('sorts by campground count', async () => {
    const { body } = await get('/api/v6/regions?sort=campground-count');
    expect(body.data.map((r: { id: string }) => r.id)).toEqual(['utah', 'colorado']);
  });

  it('returns one region by slug', async () => {
    const { status, body } = await get('/api/v6/regions/utah');
    expect(status).toBe(200);
    expect(body.data.attributes.name).toBe('Utah');
  });

  it.each(['narnia', 'CO', 'x'.repeat(200)])('answers 404 for region %s', async (slug) => {
    const { status, body } = await get(`/api/v6/regions/${slug}`);
    expect(status).toBe(404);
    expect(body.errors[0].code).toBe('not_found');
  });

  it('rejects unknown parameters', async () => {
    const list = await get('/api/v6/regions?filter[name]=Utah');
    expect(list.status).toBe(400);
    expect(list.body.errors[0].source.parameter).toBe('filter[name]');
    const one = await get('/api/v6/regions/utah?include=campgrounds');
    expect(one.status).toBe(400);
    expect(one.body.errors[0].source.parameter).toBe('include');
  });
});

describe('basemap', () => {
  it('serves state outlines as GeoJSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/basemap/states.geojson' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/geo+json');
    const body = response.json();
    expect(body.type).toBe('FeatureCollection');
    expect(body.features.map((f: { properties: { slug: string } }) => f.properties.slug)).toEqual(['colorado', 'utah']);
    expect(body.features[0].geometry.type).toBe('Polygon');
  });
});
