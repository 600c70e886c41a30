// filter[near] and filter[admin_area] on the campground list and the map: the area they decide,
// their precedence over the origin, the point sort=distance measures from, and bad ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAdminAreaFixtures, seedSearchFixtures } from '../../test/fixtures.ts';
import { campgroundNames } from '../../test/campground-names.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const CITY = 'city:1840990001';
const FOREST = 'forest:aspen-ridge-national-forest';
const PARK = 'park:arch';
const US = '-125,24,-66,50';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSearchFixtures(t.database.db, t.ids);
  await seedAdminAreaFixtures(t.database.db, t.ids);
});
afterAll(async () => {
  await t?.close();
});

const names = (query: string) => campgroundNames(t, query);

describe('filter[near]', () => {
  it('keeps campgrounds within 50 km of the place (Sage Flat is 56 km away)', async () => {
    expect(await names(`filter[near]=${CITY}&sort=name`)).toEqual({
      names: ['Creekside', 'Prairie RV Park'],
      total: 2,
    });
  });

  it('accepts the id URL-encoded', async () => {
    expect((await names(`filter[near]=${encodeURIComponent(CITY)}`)).total).toBe(2);
  });

  it('sorts by distance from the place', async () => {
    expect((await names(`filter[near]=${CITY}&sort=distance`)).names).toEqual(['Creekside', 'Prairie RV Park']);
  });

  it('decides the area and the distance point over the origin', async () => {
    // From this origin in Utah, Prairie RV Park would be the nearer one.
    expect((await names(`filter[near]=${CITY}&filter[origin]=-109.6,38.6&sort=distance`)).names).toEqual([
      'Creekside',
      'Prairie RV Park',
    ]);
  });

  it('applies together with around, which then decides the distance point', async () => {
    expect(await names(`filter[near]=${CITY}&filter[around]=-104,40,30&sort=distance`)).toEqual({
      names: ['Prairie RV Park'],
      total: 1,
    });
  });

  it('combines with attribute filters', async () => {
    expect((await names(`filter[near]=${CITY}&filter[hookups]=sewer`)).names).toEqual(['Prairie RV Park']);
  });
});

describe('filter[admin_area]', () => {
  it('keeps the campgrounds inside a forest', async () => {
    expect(await names(`filter[admin_area]=${FOREST}&sort=name`)).toEqual({
      names: ['Aspen Meadow', 'Creekside', 'Deer Creek'],
      total: 3,
    });
  });

  it('keeps the campgrounds inside a park', async () => {
    expect(await names(`filter[admin_area]=${PARK}`)).toEqual({ names: ['Arches Edge'], total: 1 });
  });

  it('answers an empty page for an area with no campgrounds inside', async () => {
    expect(await names('filter[admin_area]=park:empt')).toEqual({ names: [], total: 0 });
  });

  it("sorts by distance from the area's point", async () => {
    expect((await names(`filter[admin_area]=${FOREST}&sort=distance`)).names).toEqual([
      'Deer Creek',
      'Aspen Meadow',
      'Creekside',
    ]);
  });

  it('decides the area and the distance point over the origin', async () => {
    // Around this origin (50 km) only Sage Flat and Prairie RV Park would be found, and
    // Creekside would be the nearest of the forest's campgrounds.
    expect(await names(`filter[admin_area]=${FOREST}&filter[origin]=-104,40&sort=distance`)).toEqual({
      names: ['Deer Creek', 'Aspen Meadow', 'Creekside'],
      total: 3,
    });
  });

  it('applies together with near (inside the forest and near the city)', async () => {
    expect(await names(`filter[admin_area]=${FOREST}&filter[near]=${CITY}&sort=distance`)).toEqual({
      names: ['Creekside'],
      total: 1,
    });
  });

  it('applies together with region', async () => {
    expect((await names(`filter[admin_area]=${PARK}&filter[region]=colorado`)).total).toBe(0);
  });
});

describe('location filters on the map', () => {
  it('narrows the viewport to the near place and the admin area', async () => {
    const near = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[near]=${CITY}`);
    expect(near.status).toBe(200);
    // A few kilometres apart: one cluster at zoom 4 (pins that could not be told apart).
    expect(near.body.meta).toMatchObject({ total: 2, mode: 'clusters' });
    const area = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&filter[admin_area]=${FOREST}`);
    expect(area.body.meta).toMatchObject({ total: 3, mode: 'clusters' });
  });

  it.each([
    ['filter[near]=city:404', 'filter[near]'],
    [`filter[admin_area]=${CITY}`, 'filter[admin_area]'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/campgrounds/map?bbox=${US}&zoom=4&${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ code: 'invalid_parameter', source: { parameter } });
  });
});

describe('OpenAPI', () => {
  it('documents the new filters on the list and the map', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/v6/openapi.json' })).json();
    for (const path of ['/api/v6/campgrounds', '/api/v6/campgrounds/map']) {
      const params = (doc.paths[path].get.parameters as { name: string }[]).map((p) => p.name);
      expect(params).toEqual(
        expect.arrayContaining(['filter[near]', 'filter[admin_area]', 'filter[max-price]', 'filter[min-rating]']),
      );
    }
  });
});

describe('bad location ids', () => {
  it.each([
    ['filter[near]=moab', 'filter[near]'],
    ['filter[near]=town:1840990001', 'filter[near]'],
    ['filter[near]=city:', 'filter[near]'],
    ['filter[near]=:1840990001', 'filter[near]'],
    ['filter[near]=city:1840 990001', 'filter[near]'],
    ['filter[near]=', 'filter[near]'],
    ['filter[near]=city:404', 'filter[near]'],
    [`filter[near]=${CITY}&filter[near]=${CITY}`, 'filter[near]'],
    ['filter[admin_area]=park', 'filter[admin_area]'],
    ['filter[admin_area]=park:nope', 'filter[admin_area]'],
    [`filter[admin_area]=${CITY}`, 'filter[admin_area]'],
    ['filter[admin_area]=state:CO', 'filter[admin_area]'],
    ['filter[admin_area]=PARK:arch', 'filter[admin_area]'],
    ['filter[admin-area]=park:arch', 'filter[admin-area]'],
    ['filter[region]=narnia', 'filter[region]'],
    ['filter[region]=narnia&filter[near]=city:404', 'filter[region]'],
  ])('rejects %s with 400 naming %s', async (query, parameter) => {
    const { status, body } = await t.get(`/api/v6/campgrounds?${query}`);
    expect(status).toBe(400);
    expect(body.errors[0]).toMatchObject({ status: '400', code: 'invalid_parameter', source: { parameter } });
    expect(body.errors[0].detail).toBeTruthy();
  });

  it('accepts a state for near (campgrounds near its point)', async () => {
    const { status } = await t.get('/api/v6/campgrounds?filter[near]=state:CO');
    expect(status).toBe(200);
  });
});
