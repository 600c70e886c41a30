import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(async () => {
  await t?.close();
});

/** The tile holding a point at zoom z (Web Mercator, as MapLibre asks for tiles). */
function tileOf(lon: number, lat: number, z: number): { x: number; y: number } {
  const size = 2 ** z;
  const rad = (lat * Math.PI) / 180;
  return {
    x: Math.floor(((lon + 180) / 360) * size),
    y: Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * size),
  };
}

const MOAB = { lon: -109.5478, lat: 38.5701 };

async function getBinary(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers });
}

function layerNames(tile: VectorTile, layer: string): string[] {
  const found = tile.layers[layer];
  if (!found) return [];
  return Array.from({ length: found.length }, (_, i) => String(found.feature(i).properties.name ?? ''));
}

describe('GET /api/basemap/tiles/{z}/{x}/{y}.pbf', () => {
  it('names Moab and the Colorado River in the zoom-10 tile around Moab', async () => {
    const { x, y } = tileOf(MOAB.lon, MOAB.lat, 10);
    const response = await getBinary(`/api/basemap/tiles/10/${x}/${y}.pbf`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.mapbox-vector-tile');
    expect(response.headers['cache-control']).toContain('max-age=86400');
    const tile = new VectorTile(new PbfReader(response.rawPayload));
    expect(layerNames(tile, 'places')).toContain('Moab');
    expect(layerNames(tile, 'rivers')).toContain('Colorado River');
    expect(layerNames(tile, 'land')).toContain('Utah');
    expect(layerNames(tile, 'forests')).toContain('Manti-La Sal National Forest');
    // Every river carries the rank the style sizes its line by.
    const rivers = tile.layers.rivers!;
    expect(Number(rivers.feature(0).properties.rank)).toBeGreaterThanOrEqual(0);
  });

  it('leaves small towns out of the country view but keeps the big cities', async () => {
    const { x, y } = tileOf(MOAB.lon, MOAB.lat, 4);
    const response = await getBinary(`/api/basemap/tiles/4/${x}/${y}.pbf`);
    const places = layerNames(new VectorTile(new PbfReader(response.rawPayload)), 'places');
    expect(places).toContain('Denver');
    expect(places).toContain('Salt Lake City');
    expect(places).not.toContain('Moab');
  });

  it('answers an empty tile for open sea and 304 to a matching ETag', async () => {
    const sea = await getBinary('/api/basemap/tiles/6/5/30.pbf');
    expect(sea.statusCode).toBe(200);
    expect(sea.rawPayload.length).toBe(0);
    const etag = String(sea.headers.etag);
    const again = await getBinary('/api/basemap/tiles/6/5/30.pbf', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('answers 400 for addresses off the grid and 404 past the last zoom', async () => {
    for (const [path, parameter] of [
      ['/api/basemap/tiles/abc/1/1.pbf', 'z'],
      ['/api/basemap/tiles/3/8/1.pbf', 'x'],
      ['/api/basemap/tiles/3/1/-1.pbf', 'y'],
      ['/api/basemap/tiles/25/0/0.pbf', 'z'],
    ] as const) {
      const response = await t.get(path);
      expect(response.status, path).toBe(400);
      expect(response.body.errors[0].source.parameter, path).toBe(parameter);
    }
    const tooDeep = await t.get('/api/basemap/tiles/11/400/784.pbf');
    expect(tooDeep.status).toBe(404);
    expect(tooDeep.body.errors[0].detail).toMatch(/zoom 10/);
  });
});

interface DecodedGlyph {
  id: number;
  bitmap?: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  advance: number;
}

/** Reads a glyph PBF the way MapLibre does (style/parse_glyph_pbf.ts). */
function decodeGlyphs(data: Uint8Array): { name: string; range: string; glyphs: DecodedGlyph[] } {
  const stack = { name: '', range: '', glyphs: [] as DecodedGlyph[] };
  new PbfReader(data).readFields((tag, _, pbf) => {
    if (tag !== 1) return;
    pbf.readMessage((field, __, inner) => {
      if (field === 1) stack.name = inner.readString();
      else if (field === 2) stack.range = inner.readString();
      else if (field === 3) {
        stack.glyphs.push(
          inner.readMessage(
            (key, glyph: DecodedGlyph, reader) => {
              if (key === 1) glyph.id = reader.readVarint();
              else if (key === 2) glyph.bitmap = reader.readBytes();
              else if (key === 3) glyph.width = reader.readVarint();
              else if (key === 4) glyph.height = reader.readVarint();
              else if (key === 5) glyph.left = reader.readSVarint();
              else if (key === 6) glyph.top = reader.readSVarint();
              else if (key === 7) glyph.advance = reader.readVarint();
            },
            { id: 0, width: 0, height: 0, left: 0, top: 0, advance: 0 },
          ),
        );
      }
    }, null);
  }, null);
  return stack;
}

describe('GET /api/basemap/fonts/{fontstack}/{range}.pbf', () => {
  it('serves SDF glyphs for Latin letters, with the hole of an "o" outside the letter', async () => {
    const response = await getBinary('/api/basemap/fonts/Noto%20Sans%20Regular/0-255.pbf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/x-protobuf');
    expect(response.headers['cache-control']).toContain('max-age');
    const stack = decodeGlyphs(response.rawPayload);
    expect(stack).toMatchObject({ name: 'Noto Sans Regular', range: '0-255' });
    const ids = stack.glyphs.map((glyph) => glyph.id);
    for (const char of 'Moab Colorado River ñé') expect(ids).toContain(char.codePointAt(0));

    const o = stack.glyphs.find((glyph) => glyph.id === 'o'.codePointAt(0))!;
    const columns = o.width + 6;
    expect(o.bitmap!.length).toBe(columns * (o.height + 6));
    const at = (column: number, row: number) => o.bitmap![row * columns + column]!;
    // MapLibre draws where the field is at least 192: the ring of the "o" is in, its middle and
    // the border are out.
    const middleRow = Math.floor((o.height + 6) / 2);
    expect(at(Math.floor(columns / 2), middleRow)).toBeLessThan(192);
    expect(at(4, middleRow)).toBeGreaterThanOrEqual(192);
    expect(at(0, 0)).toBeLessThan(100);
    const space = stack.glyphs.find((glyph) => glyph.id === 32)!;
    expect(space).toMatchObject({ width: 0, height: 0 });
    expect(space.advance).toBeGreaterThan(0);
  });

  it('takes the first stack it has from a list, and answers 404 for an unknown font and 400 for a bad range', async () => {
    const listed = await getBinary(
      '/api/basemap/fonts/Noto%20Sans%20Italic,Arial%20Unicode%20MS%20Regular/256-511.pbf',
    );
    expect(listed.statusCode).toBe(200);
    expect(decodeGlyphs(listed.rawPayload).name).toBe('Noto Sans Italic');

    expect((await t.get('/api/basemap/fonts/Comic%20Sans/0-255.pbf')).status).toBe(404);
    for (const range of ['0-300', '1-256', 'a-b', '65536-65791']) {
      const response = await t.get(`/api/basemap/fonts/Noto%20Sans%20Regular/${range}.pbf`);
      expect(response.status, range).toBe(400);
      expect(response.body.errors[0].code).toBe('invalid_glyph_range');
    }
  });
});
