// GET /api/v6/places/{id}/outline: what the search map draws while a state, park or forest is
// the search area (docs/api-places.md).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { places, type NewPlaceRow } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DATA_FILES } from '../import/data-files.ts';
import { rectangle } from '../import/import-fixture.ts';

function place(row: Partial<NewPlaceRow> & Pick<NewPlaceRow, 'kind' | 'sourceId' | 'name' | 'slug'>): NewPlaceRow {
  return { regionCode: 'UT', latitude: 38.5, longitude: -109.5, nearCount: 0, areaCount: null, ...row };
}

/** The outline files: a forest of two districts and one park. */
function writeOutlines(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'campwise-place-outlines-'));
  const collection = (features: unknown[]) => JSON.stringify({ type: 'FeatureCollection', features });
  const feature = (properties: object, box: [number, number, number, number]) => ({
    type: 'Feature',
    properties,
    geometry: { type: 'Polygon', coordinates: rectangle(...box) },
  });
  writeFileSync(
    path.join(dir, DATA_FILES.forests),
    collection([
      feature({ forest: 'Manti-La Sal National Forest' }, [-109.55, 37.7, -109.3, 38]),
      feature({ forest: 'Manti-La Sal National Forest' }, [-109.3, 38.3, -109.1, 38.6]),
    ]),
  );
  writeFileSync(
    path.join(dir, DATA_FILES.parkPolygons),
    collection([feature({ unit_code: 'ARCH' }, [-109.7123456, 38.65, -109.5, 38.85])]),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { dataDir: writeOutlines() } });
  await t.database.db.insert(places).values([
    place({ kind: 'state', sourceId: 'UT', name: 'Utah', slug: 'utah' }),
    place({ kind: 'city', sourceId: '1840020237', name: 'Moab', slug: 'moab' }),
    place({ kind: 'park', sourceId: 'arch', name: 'Arches National Park', slug: 'arches-national-park' }),
    place({ kind: 'park', sourceId: 'empt', name: 'Empty Butte', slug: 'empty-butte' }),
    place({
      kind: 'forest',
      sourceId: 'manti-la-sal-national-forest',
      name: 'Manti-La Sal National Forest',
      slug: 'manti-la-sal-national-forest',
    }),
  ]);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v6/places/{id}/outline', () => {
  it("answers a park's outline from the outline files, rounded to about a metre", async () => {
    const { status, headers, body } = await t.get('/api/v6/places/park%3Aarch/outline');
    expect(status).toBe(200);
    expect(headers['content-type']).toContain('application/geo+json');
    expect(headers['cache-control']).toBe('public, max-age=3600');
    expect(body).toEqual({
      type: 'Feature',
      id: 'park:arch',
      properties: { kind: 'park', name: 'Arches National Park' },
      geometry: { type: 'MultiPolygon', coordinates: [rectangle(-109.71235, 38.65, -109.5, 38.85)] },
    });
  });

  it("draws every district of a forest, and a state's outline from the database", async () => {
    const forest = await t.get('/api/v6/places/forest:manti-la-sal-national-forest/outline');
    expect(forest.status).toBe(200);
    expect(forest.body.geometry.type).toBe('MultiPolygon');
    expect(forest.body.geometry.coordinates).toHaveLength(2);

    const state = await t.get('/api/v6/places/state%3AUT/outline');
    expect(state.status).toBe(200);
    expect(state.body.properties).toEqual({ kind: 'state', name: 'Utah' });
    expect(['Polygon', 'MultiPolygon']).toContain(state.body.geometry.type);
    const text = JSON.stringify(state.body.geometry.coordinates);
    expect(text).toContain('-114.05'); // the fixture's Utah, west edge
  });

  it('is a 404 for a city, a park without an outline, and an unknown or malformed id', async () => {
    for (const id of ['city:1840020237', 'park:empt', 'park:nope', 'not-an-id']) {
      const { status, body } = await t.get(`/api/v6/places/${encodeURIComponent(id)}/outline`);
      expect(status, id).toBe(404);
      expect(body.errors[0].status, id).toBe('404');
    }
  });
});
