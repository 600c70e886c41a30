// Search filters, location precedence and distance sort on GET /api/v6/campgrounds.
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

describe('location filters', () => {
  it('filters by bbox', async () => {
    expect(await names('filter[bbox]=-104.5,39.9,-103.9,40.3&sort=name')).toEqual({
      names: ['Prairie RV Park', 'Sage Flat'],
      total: 2,
    });
  });

  it('includes campgrounds on the bbox edge', async () => {
    expect((await names('filter[bbox]=-104,40,-104,40')).names).toEqual(['Sage Flat']);
  });

  it('filters around a point, 50 km by default', async () => {
    expect(await names('filter[around]=-104,40&sort=name')).toEqual({
      names: ['Prairie RV Park', 'Sage Flat'],
      total: 2,
    });
    expect((await names('filter[around]=-104,40,100&sort=name')).names).toEqual([
      'Creekside',
      'Far Cabins',
      'Prairie RV Park',
      'Sage Flat',
    ]);
    expect((await names('filter[around]=-104,40,10')).names).toEqual(['Sage Flat']);
  });

  it('sorts by distance from the around point, keeping meta.total across pages', async () => {
    expect((await names('filter[around]=-104,40,100&sort=distance')).names).toEqual([
      'Sage Flat',
      'Prairie RV Park',
      'Creekside',
      'Far Cabins',
    ]);
    const page = await t.get(
      '/api/v6/campgrounds?filter[around]=-104,40,100&sort=distance&page[size]=1&page[number]=2',
    );
    expect(page.body.meta.total).toBe(4);
    expect(page.body.data[0].attributes.name).toBe('Prairie RV Park');
    expect(decodeURIComponent(page.body.links.next)).toContain('filter[around]=-104,40,100');
  });

  it('searches around the origin when no location filter is given', async () => {
    expect(await names('filter[origin]=-104,40&sort=distance')).toEqual({
      names: ['Sage Flat', 'Prairie RV Park'],
      total: 2,
    });
  });

  it('lets location filters take precedence over the origin', async () => {
    // region decides the area; the origin is far from Utah and is not applied
    expect((await names('filter[origin]=-104,40&filter[region]=utah&sort=name')).total).toBe(2);
    // bbox decides the area; distance is measured from the origin
    const both = await names('filter[origin]=-109.6,38.6&filter[bbox]=-115,36,-102,42&sort=distance');
    expect(both.total).toBe(10);
    expect(both.names[0]).toBe('Arches Edge');
    // around decides the area and the distance point
    expect((await names('filter[origin]=-109.6,38.6&filter[around]=-104,40.6,10&sort=distance')).names).toEqual([
      'Creekside',
    ]);
  });

  it('sorts by distance from the bbox centre without an origin', async () => {
    const { names: list } = await names('filter[bbox]=-104.1,39.9,-103.9,40.7&sort=distance');
    // centre (-104, 40.3): Prairie RV Park 11 km, then Sage Flat and Creekside (both about 33 km)
    expect(list[0]).toBe('Prairie RV Park');
    const shifted = await names('filter[bbox]=-104.1,39.9,-103.9,41.1&sort=distance');
    // centre (-104, 40.5): Creekside 11 km, Prairie RV Park 33 km, Sage Flat 56 km
    expect(shifted.names).toEqual(['Creekside', 'Prairie RV Park', 'Sage Flat']);
    const nearTop = await names('filter[bbox]=-104.1,39.9,-103.9,40.7&filter[origin]=-104,40.7&sort=distance');
    expect(nearTop.names).toEqual(['Creekside', 'Prairie RV Park', 'Sage Flat']);
  });

  it('searches the whole country without location or origin', async () => {
    expect((await names('')).total).toBe(10);
  });
});

describe('attribute filters', () => {
  it.each([
    ['filter[site-types]=cabin,dispersed', ['Far Cabins', 'Sage Flat']],
    ['filter[site-types]=rv', ['Creekside', 'Prairie RV Park']],
    ['filter[amenities]=showers,wifi', ['Far Cabins', 'Prairie RV Park']],
    ['filter[amenities]=showers', ['Creekside', 'Far Cabins', 'Prairie RV Park']],
    ['filter[hookups]=electric,water,sewer', ['Prairie RV Park']],
    ['filter[hookups]=electric', ['Creekside', 'Prairie RV Park']],
    ['filter[land-type]=blm,nps', ['Arches Edge', 'Bear Lake', 'Sage Flat']],
    ['filter[free]=true', ['Bear Lake', 'Sage Flat']],
    ['filter[pets]=true', ['Prairie RV Park', 'Sage Flat']],
    ['filter[rv-length]=35', ['Prairie RV Park']],
    ['filter[rv-length]=30', ['Creekside', 'Prairie RV Park']],
    ['filter[reservable]=true', ['Aspen Meadow', 'Creekside', 'Prairie RV Park']],
    ['filter[reservable]=false', ['Sage Flat']],
    ['filter[agency]=blm&filter[region]=colorado', ['Bear Lake', 'Sage Flat']],
  ])('%s', async (query, expected) => {
    expect(await names(`${query}&sort=name`)).toEqual({ names: expected, total: expected.length });
  });

  it('combines filters (all must match)', async () => {
    expect(
      await names('filter[around]=-104,40,100&filter[hookups]=electric&filter[reservable]=true&sort=name'),
    ).toEqual({ names: ['Creekside', 'Prairie RV Park'], total: 2 });
    expect(await names('filter[pets]=true&filter[amenities]=wifi&filter[site-types]=tent')).toEqual({
      names: ['Prairie RV Park'],
      total: 1,
    });
    expect((await names('filter[free]=true&filter[bbox]=-104.5,39.9,-103.9,40.3')).names).toEqual(['Sage Flat']);
  });

  it('offers distance among the sort options', async () => {
    const { body } = await t.get('/api/v6/campgrounds?page[size]=1');
    expect(body.meta['available-sort-options']).toContainEqual({ value: 'distance', label: 'Distance' });
  });
});

describe('bad search input', () => {
  it.each([
    ['filter[bbox]=1,2,3', 'filter[bbox]'],
    ['filter[bbox]=a,b,c,d', 'filter[bbox]'],
    ['filter[bbox]=-181,0,0,1', 'filter[bbox]'],
    ['filter[bbox]=0,-91,1,1', 'filter[bbox]'],
    ['filter[bbox]=0,10,1,5', 'filter[bbox]'],
    ['filter[bbox]=170,0,-170,1', 'filter[bbox]'],
    ['filter[bbox]=Infinity,0,1,1', 'filter[bbox]'],
    ['filter[bbox]=1e3,0,1,1', 'filter[bbox]'],
    ['filter[bbox]=', 'filter[bbox]'],
    ['filter[around]=-104', 'filter[around]'],
    ['filter[around]=-104,95', 'filter[around]'],
    ['filter[around]=-104,40,0', 'filter[around]'],
    ['filter[around]=-104,40,501', 'filter[around]'],
    ['filter[around]=-104,40,-5', 'filter[around]'],
    ['filter[around]=NaN,40', 'filter[around]'],
    ['filter[origin]=-104,40,10', 'filter[origin]'],
    ['filter[origin]=200,40', 'filter[origin]'],
    ['filter[site-types]=yurt', 'filter[site-types]'],
    ['filter[site-types]=tent,', 'filter[site-types]'],
    ['filter[amenities]=pool', 'filter[amenities]'],
    ['filter[hookups]=gas', 'filter[hookups]'],
    ['filter[land-type]=private', 'filter[land-type]'],
    ['filter[free]=yes', 'filter[free]'],
    ['filter[free]=false', 'filter[free]'],
    ['filter[pets]=1', 'filter[pets]'],
    ['filter[rv-length]=-5', 'filter[rv-length]'],
    ['filter[rv-length]=3.5', 'filter[rv-length]'],
    ['filter[rv-length]=abc', 'filter[rv-length]'],
    ['filter[reservable]=maybe', 'filter[reservable]'],
    ['filter[bbox]=0,0,1,1&filter[bbox]=0,0,2,2', 'filter[bbox]'],
    ['sort=distance', 'sort'],
    ['sort=distance&filter[region]=utah', 'sort'],
    ['lat=40&lng=-104', 'lat'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/campgrounds?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter', source: { parameter } });
    expect(body.errors[0].detail).toBeTruthy();
  });
});
