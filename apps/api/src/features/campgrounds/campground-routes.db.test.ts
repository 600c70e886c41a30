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

function id(key: string): number {
  const value = t.ids.get(key);
  if (value === undefined) throw new Error(`no fixture ${key}`);
  return value;
}

describe('GET /api/v6/campgrounds/{id}', () => {
  it('returns the campground as a JSON:API resource with kebab-case attributes', async () => {
    const { status, type, body } = await get(`/api/v6/campgrounds/${id('test:1')}`);
    expect(status).toBe(200);
    expect(type).toContain('application/vnd.api+json');
    expect(body.data).toMatchObject({
      type: 'campgrounds',
      id: String(id('test:1')),
      attributes: {
        name: 'Aspen Meadow',
        slug: 'aspen-meadow',
        'region-slug': 'colorado',
        'region-name': 'Colorado',
        'num-sites': 30,
        'is-free': false,
        'fee-note': '$24 a night',
        'agency-label': 'US Forest Service',
        reservable: true,
      },
      relationships: { region: { data: { type: 'regions', id: 'colorado' } } },
      links: { self: `/api/v6/campgrounds/${id('test:1')}` },
    });
    // Nearby campgrounds come only with include=nearby; without it there is no empty stand-in.
    expect(body.data.relationships).not.toHaveProperty('nearby');
    expect(body.data.attributes.sources).toEqual([
      { source: 'ridb', id: '232713', url: 'https://www.recreation.gov/camping/campgrounds/232713' },
      { source: 'osm', id: '1001', url: null },
    ]);
    expect(body.data.attributes.attribution).toEqual([
      'Data source: ridb.recreation.gov',
      '© OpenStreetMap contributors',
    ]);
  });

  it('includes the region and the nearest campgrounds, nearest first', async () => {
    const { body } = await get(`/api/v6/campgrounds/${id('test:1')}?include=region,nearby`);
    const nearby = body.data.relationships.nearby.data.map((r: { id: string }) => r.id);
    expect(nearby.slice(0, 3)).toEqual([String(id('test:2')), String(id('test:3')), String(id('test:4'))]);
    expect(nearby).not.toContain(String(id('test:1')));
    const types = body.included.map((r: { type: string; id: string }) => `${r.type}:${r.id}`);
    expect(types).toContain('regions:colorado');
    expect(types).toContain(`campgrounds:${id('test:2')}`);
  });

  it.each(['999999', 'abc', '0', '-1', '1.5', '99999999999999999999'])('answers 404 for id %s', async (bad) => {
    const { status, body } = await get(`/api/v6/campgrounds/${bad}`);
    expect(status).toBe(404);
    expect(body.errors[0]).toMatchObject({ status: '404', code: 'not_found', title: 'Not found' });
  });

  it('rejects an unknown include naming the parameter', async () => {
    const { status, body } = await get(`/api/v6/campgrounds/${id('test:1')}?include=owner`);
    expect(status).toBe(400);
    expect(body.errors[0].source).toEqual({ parameter: 'include' });
    expect(body.errors[0].detail).toContain('owner');
  });
});

describe('GET /api/v6/campgrounds', () => {
  it('lists with meta.total, sort options and pagination links', async () => {
    const { status, body } = await get('/api/v6/campgrounds?page[size]=2');
    expect(status).toBe(200);
    expect(body.meta.total).toBe(6);
    expect(body.meta['available-sort-options']).toContainEqual({ value: 'recommended', label: 'Recommended' });
    expect(body.data).toHaveLength(2);
    // recommended: most complete first, then by name
    expect(body.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual([
      'Aspen Meadow',
      'Bear Lake',
    ]);
    expect(body.links).not.toHaveProperty('prev');
    expect(decodeURIComponent(body.links.next)).toBe('/api/v6/campgrounds?page[number]=2&page[size]=2');
    expect(decodeURIComponent(body.links.last)).toBe('/api/v6/campgrounds?page[number]=3&page[size]=2');
  });

  it('filters by region slug or code, and by slug', async () => {
    const byRegion = await get('/api/v6/campgrounds?filter[region]=utah&sort=name');
    expect(byRegion.body.meta.total).toBe(2);
    expect(byRegion.body.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual([
      'Arches Edge',
      'Bear Lake',
    ]);
    const byCode = await get('/api/v6/campgrounds?filter[region]=UT');
    expect(byCode.body.meta.total).toBe(2);

    const one = await get('/api/v6/campgrounds?filter[region]=colorado&filter[slug]=bear-lake&include=region');
    expect(one.body.meta.total).toBe(1);
    expect(one.body.data[0].id).toBe(String(id('test:2')));
    expect(one.body.included).toEqual([expect.objectContaining({ type: 'regions', id: 'colorado' })]);
  });

  it('keeps other parameters in pagination links', async () => {
    const { body } = await get('/api/v6/campgrounds?filter[region]=colorado&sort=-name&page[size]=1&page[number]=2');
    const next = decodeURIComponent(body.links.next);
    expect(next).toContain('filter[region]=colorado');
    expect(next).toContain('sort=-name');
    expect(next).toContain('page[number]=3');
    expect(body.data[0].attributes.name).toBe('Cottonwood Flats');
  });

  it('sorts by number of sites, unknown counts last', async () => {
    const { body } = await get('/api/v6/campgrounds?filter[region]=colorado&sort=-num-sites');
    expect(body.data.map((r: { attributes: { 'num-sites': number | null } }) => r.attributes['num-sites'])).toEqual([
      80,
      30,
      12,
      null,
    ]);
  });

  it('filters by agency', async () => {
    const { body } = await get('/api/v6/campgrounds?filter[agency]=blm');
    expect(body.meta.total).toBe(1);
    expect(body.data[0].attributes.agency).toBe('blm');
  });

  it('rejects an unknown region naming filter[region], as any unknown filter value', async () => {
    const { status, body } = await get('/api/v6/campgrounds?filter[region]=narnia');
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'invalid_parameter', source: { parameter: 'filter[region]' } });
    expect(body.errors[0].detail).toContain('narnia');
  });

  it('serialises price and rating, null when unknown', async () => {
    const { body } = await get('/api/v6/campgrounds?filter[region]=colorado&sort=name');
    const byName = new Map(
      body.data.map((r: { attributes: Record<string, unknown> }) => [r.attributes.name, r.attributes]),
    );
    expect(byName.get('Aspen Meadow')).toMatchObject({
      'price-cents': 2400,
      'rating-average': null,
      'rating-count': 0,
    });
    expect(byName.get('Bear Lake')).toMatchObject({ 'price-cents': 0, 'rating-average': 3, 'rating-count': 1 });
    expect(byName.get('Deer Creek')).toMatchObject({ 'price-cents': null, 'rating-average': null, 'rating-count': 0 });
  });

  it.each([
    ['page[size]=201', 'page[size]'],
    ['page[size]=0', 'page[size]'],
    ['page[size]=abc', 'page[size]'],
    ['page[size]=1.5', 'page[size]'],
    ['page[number]=0', 'page[number]'],
    ['page[number]=-2', 'page[number]'],
    ['page[offset]=3', 'page[offset]'],
    ['sort=cheapest', 'sort'],
    ['sort=-price', 'sort'],
    ['sort=name&sort=-name', 'sort'],
    ['include=owner', 'include'],
    ['filter[color]=red', 'filter[color]'],
    ['filter[agency]=nasa', 'filter[agency]'],
    ['filter=abc', 'filter'],
    ['fields[campgrounds]=name', 'fields[campgrounds]'],
    ['foo=bar', 'foo'],
  ])('rejects %s with 400 naming %s, and never a 500', async (query, parameter) => {
    const { status, body } = await get(`/api/v6/campgrounds?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter', source: { parameter } });
    expect(body.errors[0].detail).toBeTruthy();
  });
});
