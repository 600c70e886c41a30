// filter[max-price], filter[min-rating], sort=rating, sort=price and the sort options' labels.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedSearchFixtures } from '../../test/fixtures.ts';
import { campgroundNames } from '../../test/campground-names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSearchFixtures(t.database.db, t.ids);
});
afterAll(async () => {
  await t?.close();
});

const names = (query: string) => campgroundNames(t, query);

// Fixture prices (cents) and ratings: Bear Lake (CO) 0 and 3.0 (1 review), Sage Flat 0 and 4.5
// (10), Aspen Meadow 2400 and unrated, Creekside 2500 and 3.5 (4), Prairie RV Park 4500 and 4.5
// (30), Far Cabins unknown price and 4.0 (2); the rest unknown and unrated.
describe('filter[max-price] and filter[min-rating]', () => {
  it.each([
    ['filter[max-price]=25', ['Aspen Meadow', 'Bear Lake', 'Creekside', 'Sage Flat']],
    ['filter[max-price]=24', ['Aspen Meadow', 'Bear Lake', 'Sage Flat']],
    ['filter[max-price]=1', ['Bear Lake', 'Sage Flat']],
    ['filter[max-price]=1000', ['Aspen Meadow', 'Bear Lake', 'Creekside', 'Prairie RV Park', 'Sage Flat']],
    ['filter[min-rating]=5', []],
    ['filter[min-rating]=4.5', ['Prairie RV Park', 'Sage Flat']],
    ['filter[min-rating]=4', ['Far Cabins', 'Prairie RV Park', 'Sage Flat']],
    ['filter[min-rating]=3.5', ['Creekside', 'Far Cabins', 'Prairie RV Park', 'Sage Flat']],
    ['filter[min-rating]=1', ['Bear Lake', 'Creekside', 'Far Cabins', 'Prairie RV Park', 'Sage Flat']],
    ['filter[max-price]=30&filter[min-rating]=4', ['Sage Flat']],
    ['filter[max-price]=50&filter[around]=-104,40,100', ['Creekside', 'Prairie RV Park', 'Sage Flat']],
  ])('%s', async (query, expected) => {
    expect(await names(`${query}&sort=name`)).toEqual({ names: expected, total: expected.length });
  });

  it('narrows the map too', async () => {
    // The four lie close together: a cluster at zoom 4, pins at zoom 9.
    const { body } = await t.get('/api/v6/campgrounds/map?bbox=-125,24,-66,50&zoom=4&filter[max-price]=25');
    expect(body.meta).toMatchObject({ total: 4, mode: 'clusters' });
    const close = await t.get('/api/v6/campgrounds/map?bbox=-125,24,-66,50&zoom=9&filter[max-price]=25');
    expect(close.body.meta).toMatchObject({ total: 4, mode: 'points' });
  });
});

describe('sort=rating and sort=price', () => {
  it('sorts by rating: highest average first, more reviews first on a tie, unrated last (recommended)', async () => {
    expect((await names('sort=rating')).names).toEqual([
      'Prairie RV Park',
      'Sage Flat',
      'Far Cabins',
      'Creekside',
      'Bear Lake',
      'Aspen Meadow',
      'Cottonwood Flats',
      'Arches Edge',
      'Bear Lake',
      'Deer Creek',
    ]);
  });

  it('sorts by price: free first, unknown last (recommended)', async () => {
    expect((await names('sort=price')).names).toEqual([
      'Bear Lake',
      'Sage Flat',
      'Aspen Meadow',
      'Creekside',
      'Prairie RV Park',
      'Cottonwood Flats',
      // Unknown prices, equally complete: the more popular first (ADR 0029), never A to Z.
      'Far Cabins',
      'Arches Edge',
      'Bear Lake',
      'Deer Creek',
    ]);
  });

  it('sorts the same with a prepared filter shape and with a one-off search', async () => {
    expect((await names('filter[region]=colorado&sort=price&page[size]=3')).names).toEqual([
      'Bear Lake',
      'Sage Flat',
      'Aspen Meadow',
    ]);
    expect((await names('filter[around]=-104,40,100&sort=rating')).names).toEqual([
      'Prairie RV Park',
      'Sage Flat',
      'Far Cabins',
      'Creekside',
    ]);
    expect((await names('filter[around]=-104,40,100&sort=price')).names).toEqual([
      'Sage Flat',
      'Creekside',
      'Prairie RV Park',
      'Far Cabins',
    ]);
  });

  it('pages through a rating sort keeping meta.total', async () => {
    const { body } = await t.get('/api/v6/campgrounds?sort=rating&page[size]=2&page[number]=2');
    expect(body.meta.total).toBe(10);
    expect(body.data.map((r: { attributes: { name: string } }) => r.attributes.name)).toEqual([
      'Far Cabins',
      'Creekside',
    ]);
    expect(decodeURIComponent(body.links.next)).toContain('sort=rating');
  });

  it('lists every sort with its label in meta.available-sort-options', async () => {
    const { body } = await t.get('/api/v6/campgrounds?page[size]=1');
    expect(body.meta['available-sort-options']).toEqual([
      { value: 'recommended', label: 'Recommended' },
      { value: 'popular', label: 'Popular' },
      { value: 'name', label: 'Name (A–Z)' },
      { value: '-name', label: 'Name (Z–A)' },
      { value: '-num-sites', label: 'Most sites' },
      { value: 'num-sites', label: 'Fewest sites' },
      { value: 'distance', label: 'Distance' },
      { value: 'rating', label: 'Top rated' },
      { value: 'price', label: 'Price: low to high' },
    ]);
  });

  it('serialises price and rating on the resource', async () => {
    const { body } = await t.get('/api/v6/campgrounds?filter[slug]=prairie-rv-park');
    expect(body.data[0].attributes).toMatchObject({ 'price-cents': 4500, 'rating-average': 4.5, 'rating-count': 30 });
  });
});

describe('bad price and rating input', () => {
  it.each([
    ['filter[max-price]=0', 'filter[max-price]'],
    ['filter[max-price]=1001', 'filter[max-price]'],
    ['filter[max-price]=10.5', 'filter[max-price]'],
    ['filter[max-price]=-5', 'filter[max-price]'],
    ['filter[max-price]=abc', 'filter[max-price]'],
    ['filter[max-price]=', 'filter[max-price]'],
    ['filter[max-price]=99999', 'filter[max-price]'],
    ['filter[min-rating]=0', 'filter[min-rating]'],
    ['filter[min-rating]=0.5', 'filter[min-rating]'],
    ['filter[min-rating]=5.5', 'filter[min-rating]'],
    ['filter[min-rating]=6', 'filter[min-rating]'],
    ['filter[min-rating]=3.2', 'filter[min-rating]'],
    ['filter[min-rating]=-3', 'filter[min-rating]'],
    ['filter[min-rating]=four', 'filter[min-rating]'],
    ['filter[min-rating]=', 'filter[min-rating]'],
    ['filter[min-rating]=4&filter[min-rating]=3', 'filter[min-rating]'],
    ['sort=-rating', 'sort'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/campgrounds?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter', source: { parameter } });
    expect(body.errors[0].detail).toBeTruthy();
  });
});
