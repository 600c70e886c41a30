import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/v6/locations/filters', () => {
  it('returns one filters resource per filter with its filter-meta', async () => {
    const { status, type, body } = await t.get('/api/v6/locations/filters');
    expect(status).toBe(200);
    expect(type).toContain('application/vnd.api+json');
    expect(body.meta.total).toBe(body.data.length);
    const siteTypes = body.data.find((r: { id: string }) => r.id === 'site-types');
    expect(siteTypes).toMatchObject({
      type: 'filters',
      attributes: {
        'filter-meta': {
          label: 'Site type',
          type: 'multi-select',
          'default-value': [],
          options: expect.arrayContaining([{ value: 'tent', label: 'Tent' }]),
        },
      },
    });
    const free = body.data.find((r: { id: string }) => r.id === 'free');
    expect(free.attributes['filter-meta']).toMatchObject({ type: 'boolean', 'default-value': false });
    const rv = body.data.find((r: { id: string }) => r.id === 'rv-length');
    expect(rv.attributes['filter-meta']).toMatchObject({ type: 'number', 'default-value': null });
    const price = body.data.find((r: { id: string }) => r.id === 'max-price');
    expect(price.attributes['filter-meta']).toMatchObject({
      label: 'Nightly price',
      type: 'select',
      'default-value': null,
      options: expect.arrayContaining([{ value: '20', label: 'Up to $20' }]),
    });
    const rating = body.data.find((r: { id: string }) => r.id === 'min-rating');
    expect(rating.attributes['filter-meta']).toMatchObject({
      label: 'Rating',
      type: 'select',
      options: expect.arrayContaining([{ value: '4', label: '4+ stars' }]),
    });
  });

  it('rejects unknown parameters', async () => {
    const { status, body } = await t.get('/api/v6/locations/filters?foo=1');
    expect(status).toBe(400);
    expect(body.errors[0].source).toEqual({ parameter: 'foo' });
  });
});

describe('GET /api/v6/locations/filter-configs', () => {
  it('returns the filters panel whose items name known filters', async () => {
    const { status, body } = await t.get('/api/v6/locations/filter-configs');
    expect(status).toBe(200);
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({ type: 'filter-configs', id: 'filters-panel' });
    const sections = body.data[0].attributes['filters-panel'].sections;
    expect(sections.length).toBeGreaterThan(0);
    const filters = await t.get('/api/v6/locations/filters');
    const ids = new Set(filters.body.data.map((r: { id: string }) => r.id));
    for (const section of sections) {
      expect(section).toEqual({ id: expect.any(String), title: expect.any(String), items: expect.any(Array) });
      for (const item of section.items) {
        expect(typeof item.hidden).toBe('boolean');
        expect(ids.has(item.content[0].id)).toBe(true);
      }
    }
    const cost = sections.find((section: { id: string }) => section.id === 'cost');
    expect(cost.items.map((item: { content: { id: string }[] }) => item.content[0]!.id)).toContain('max-price');
    const reviews = sections.find((section: { id: string }) => section.id === 'reviews');
    expect(reviews.items[0].content).toEqual([{ id: 'min-rating' }]);
  });

  it('rejects includes', async () => {
    const { status, body } = await t.get('/api/v6/locations/filter-configs?include=filters');
    expect(status).toBe(400);
    expect(body.errors[0].source).toEqual({ parameter: 'include' });
  });
});
