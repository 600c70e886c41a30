import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { postFieldReport, send } from '../field-reports/field-report-test-helpers.ts';

let t: TestApp;
let free: TestUser;
let pro: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // Field reports count for a year from their visit, so the clock is pinned near the visits.
  t = await createTestApp({ clock: createTestClock(new Date('2030-06-01T12:00:00Z')).now });
  free = await createUser(t);
  pro = await createUser(t);
  admin = await createAdmin(t);
  await t.database.db
    .update(users)
    .set({ pro: true })
    .where(eq(users.id, Number(pro.id)));
});
afterAll(async () => {
  await t?.close();
});

const layerUrl = (id: string) => `/api/map-layers/${id}.geojson`;

interface Feature {
  properties: Record<string, unknown>;
  geometry: { type: string; coordinates: unknown };
}

async function features(id: string, user: TestUser = pro): Promise<Feature[]> {
  const response = await send(t, 'GET', layerUrl(id), user);
  expect(response.status).toBe(200);
  expect(response.body.type).toBe('FeatureCollection');
  return response.body.features;
}

describe('GET /api/v6/map-layers', () => {
  it('lists every layer for anyone, BLM marked as having no data', async () => {
    const response = await t.get('/api/v6/map-layers');
    expect(response.status).toBe(200);
    const layers = response.body.data.map((layer: { id: string; attributes: Record<string, unknown> }) => ({
      id: layer.id,
      ...layer.attributes,
    }));
    expect(layers.map((layer: { id: string }) => layer.id)).toEqual([
      'national-forests',
      'national-parks',
      'blm-lands',
      'free-camping',
      'coverage-att',
      'coverage-t-mobile',
      'coverage-verizon',
    ]);
    expect(layers[0]).toEqual({
      id: 'national-forests',
      name: 'National Forests (USFS)',
      group: 'Public lands',
      available: true,
      note: null,
      pro: true,
    });
    expect(layers[2]).toMatchObject({ available: false, note: 'No open BLM land file is loaded yet.' });
    expect(layers[5]).toMatchObject({ name: 'T-Mobile', group: 'Cell coverage', available: true });
  });
});

describe('GET /api/map-layers/{id}.geojson', () => {
  it('is for PRO members and admins only', async () => {
    const anonymous = await send(t, 'GET', layerUrl('free-camping'), null);
    expect(anonymous.status).toBe(401);

    const refused = await send(t, 'GET', layerUrl('free-camping'), free);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      { status: '403', code: 'pro_required', title: 'PRO required', detail: 'Map layers are a PRO feature.' },
    ]);
    expect(refused.text).not.toContain('Bear Lake');

    for (const user of [pro, admin]) {
      const response = await send(t, 'GET', layerUrl('free-camping'), user);
      expect(response.status).toBe(200);
      expect(response.type).toContain('application/geo+json');
      expect(response.headers['cache-control']).toBe('private, max-age=300');
    }
  });

  it('draws free camping from the campgrounds that charge nothing', async () => {
    expect(await features('free-camping')).toEqual([
      {
        type: 'Feature',
        properties: { id: String(t.ids.get('test:2')), name: 'Bear Lake', slug: 'bear-lake', region: 'colorado' },
        geometry: { type: 'Point', coordinates: [expect.any(Number), expect.any(Number)] },
      },
    ]);
  });

  it('draws a carrier’s coverage once field reports rate it', async () => {
    const id = t.ids.get('test:1')!;
    expect(await features('coverage-verizon')).toEqual([]);

    const camper = await createUser(t);
    const report = await postFieldReport(t, camper, id, {
      'visited-on': '2030-05-20',
      signals: [
        { carrier: 'verizon', signal: 'strong', 'download-mbps': 30 },
        { carrier: 'tmobile', signal: 'weak' },
      ],
    });
    expect(report.status).toBe(201);

    const verizon = await features('coverage-verizon');
    expect(verizon).toHaveLength(1);
    expect(verizon[0]!.properties).toEqual({
      id: String(id),
      name: 'Aspen Meadow',
      slug: 'aspen-meadow',
      region: 'colorado',
      rating: 'Good',
      'median-download-mbps': 30,
    });
    const tMobile = await features('coverage-t-mobile');
    // One camper's weak bars: Poor, as the report says (ADR 0031).
    expect(tMobile.map((feature) => feature.properties.rating)).toEqual(['Poor']);
    expect(tMobile[0]!.properties['median-download-mbps']).toBeNull();
    expect(await features('coverage-att')).toEqual([]);
  });

  it('draws national forests and park units from the open files, trimmed and rounded', async () => {
    const forests = await features('national-forests');
    expect(forests.length).toBeGreaterThan(100);
    expect(forests.some((feature) => feature.properties.name === 'Tongass National Forest')).toBe(true);
    const parks = await features('national-parks', admin);
    expect(parks.length).toBeGreaterThan(10);
    for (const feature of [...forests, ...parks]) {
      expect(Object.keys(feature.properties).sort()).toEqual(
        feature.properties.district === undefined ? ['code', 'name'] : ['district', 'name'],
      );
      expect(feature.geometry.type).toBe('MultiPolygon');
    }
    const positions = JSON.stringify(forests[0]!.geometry.coordinates).match(/-?\d+\.\d+/g) ?? [];
    expect(positions.length).toBeGreaterThan(0);
    expect(positions.every((value) => value.split('.')[1]!.length <= 4)).toBe(true);
  });

  it('answers 404 for an unknown layer and for BLM lands, which have no file', async () => {
    const unknown = await send(t, 'GET', layerUrl('volcanoes'), pro);
    expect(unknown.status).toBe(404);
    const blm = await send(t, 'GET', layerUrl('blm-lands'), pro);
    expect(blm.status).toBe(404);
    expect(blm.body.errors[0].detail).toBe('No open BLM land file is loaded yet.');
  });
});
