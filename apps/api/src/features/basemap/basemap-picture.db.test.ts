// GET /api/basemap/picture.svg (ADR 0030): a map picture drawn from the basemap's own tiles.
// Only what the data holds is drawn: Moab gets the Colorado River and its name, open sea gets
// neither land nor rivers. Bad input is a 400 naming the parameter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

const picture = (query: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: `/api/basemap/picture.svg?${query}`, headers });

/** A campground in Arches' neighbourhood, north of Moab. */
const NEAR_MOAB = 'lat=38.6202&lon=-109.5683&zoom=8&width=640&height=256';

describe('GET /api/basemap/picture.svg', () => {
  it('draws the Colorado River and names it near Moab, with the towns around, as a cacheable SVG', async () => {
    const response = await picture(NEAR_MOAB);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    const svg = response.body;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="640" height="256"/);
    expect(svg).toMatch(/<path d="M[^"]+" data-layer="river"[^>]*data-name="Colorado River"/);
    expect(svg).toMatch(/<text data-layer="river-label"[^>]*>Colorado River<\/text>/);
    expect(svg).toContain('>Moab</tspan>');
    expect(svg).toContain('data-layer="pin"');

    const again = await picture(NEAR_MOAB, { 'if-none-match': String(response.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('draws no land, river or name where the data has none (open sea)', async () => {
    const response = await picture('lat=30&lon=-140&zoom=8&width=400&height=200');
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('data-layer="river"');
    expect(response.body).not.toContain('<tspan');
    expect(response.body).not.toContain('<g clip-path');
    expect(response.body).not.toContain('data-name=');
    expect(response.body).toContain('data-layer="pin"');
  });

  it('is different for two places: nothing is drawn from a template', async () => {
    const moab = (await picture(NEAR_MOAB)).body;
    const yellowstone = (await picture('lat=44.4605&lon=-110.8281&zoom=8&width=640&height=256')).body;
    expect(yellowstone).toContain('data-name="Yellowstone Lake"');
    expect(yellowstone).toContain('>Yellowstone River</text>');
    expect(yellowstone).not.toContain('Colorado River');
    expect(moab).not.toContain('Yellowstone');
  });

  it.each([
    ['lat=91&lon=-109&zoom=8&width=400&height=200', 'lat'],
    ['lat=abc&lon=-109&zoom=8&width=400&height=200', 'lat'],
    ['lat=38&lon=-181&zoom=8&width=400&height=200', 'lon'],
    ['lat=38&lon=-109&zoom=2&width=400&height=200', 'zoom'],
    ['lat=38&lon=-109&zoom=13&width=400&height=200', 'zoom'],
    ['lat=38&lon=-109&zoom=8.5&width=400&height=200', 'zoom'],
    ['lat=38&lon=-109&zoom=8&width=5000&height=200', 'width'],
    ['lat=38&lon=-109&zoom=8&width=400', 'height'],
    ['lat=38&lon=-109&zoom=8&width=400&height=200&style=dark', 'style'],
  ])('answers %s with a 400 naming %s', async (query, parameter) => {
    const response = await picture(query);
    expect(response.statusCode).toBe(400);
    const body = JSON.parse(response.body);
    expect(body.errors[0]).toMatchObject({ status: '400', source: { parameter } });
  });
});
