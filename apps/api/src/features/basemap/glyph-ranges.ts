// The map's label glyphs: Noto Sans (SIL Open Font License, from the @fontsource/noto-sans npm
// package) read with opentype.js and turned into SDF glyph PBFs, 256 code points per range, the
// format MapLibre's `glyphs` URL serves. Ranges are built on first request and kept; nothing
// binary is committed.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as OpenType from 'opentype.js';
import type { Font } from 'opentype.js';
import { PbfWriter } from 'pbf';
import { GLYPH_SIZE, sdfGlyph, type SdfGlyph } from './glyph-sdf.ts';

/** The font stacks the style may ask for, and the Noto Sans files (weight-style) each is drawn from. */
export const FONT_STACKS = {
  'Noto Sans Regular': '400-normal',
  'Noto Sans Italic': '400-italic',
  'Noto Sans Bold': '700-normal',
} as const;
export type FontStackName = keyof typeof FONT_STACKS;

// Fontsource splits each face by script; US place names need Latin and its extensions (ñ, ō).
const SUBSETS = ['latin', 'latin-ext'] as const;

const require = createRequire(import.meta.url);
// opentype.js's ES build has named exports only and its CommonJS build (what Node picks, as the
// package has no "exports") a default one only; require() gets the same module everywhere.
const { parse } = require('opentype.js') as typeof OpenType;
const fontDir = path.join(path.dirname(require.resolve('@fontsource/noto-sans/LICENSE')), 'files');

/**
 * The font a stack names; MapLibre asks for the whole stack ("Noto Sans Italic,Noto Sans Regular"),
 * so the first name we have wins. Null when we have none of them.
 */
export function fontStackFor(stack: string): FontStackName | null {
  const names = stack.split(',').map((name) => name.trim());
  return (names.find((name) => name in FONT_STACKS) as FontStackName | undefined) ?? null;
}

async function loadFonts(stack: FontStackName): Promise<Font[]> {
  return Promise.all(
    SUBSETS.map(async (subset) => {
      const file = await readFile(path.join(fontDir, `noto-sans-${subset}-${FONT_STACKS[stack]}.woff`));
      return parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength) as ArrayBuffer);
    }),
  );
}

function rangeGlyphs(fonts: readonly Font[], start: number): SdfGlyph[] {
  const glyphs: SdfGlyph[] = [];
  for (let id = start; id < start + 256; id++) {
    const char = String.fromCodePoint(id);
    const font = fonts.find((candidate) => candidate.hasChar(char));
    if (!font) continue;
    const glyph = font.charToGlyph(char);
    const advance = Math.round(((glyph.advanceWidth ?? 0) * GLYPH_SIZE) / font.unitsPerEm);
    glyphs.push(sdfGlyph(id, glyph.getPath(0, 0, GLYPH_SIZE).commands, advance));
  }
  return glyphs;
}

/** glyphs.proto of the Mapbox/MapLibre glyph format: glyphs { stacks { name, range, glyphs } }. */
export function encodeGlyphRange(name: string, start: number, glyphs: readonly SdfGlyph[]): Uint8Array {
  const pbf = new PbfWriter();
  pbf.writeMessage(
    1,
    (_: unknown, stack: PbfWriter) => {
      stack.writeStringField(1, name);
      stack.writeStringField(2, `${start}-${start + 255}`);
      for (const glyph of glyphs) {
        stack.writeMessage(
          3,
          (item: SdfGlyph, out: PbfWriter) => {
            out.writeVarintField(1, item.id);
            if (item.bitmap.length) out.writeBytesField(2, item.bitmap);
            out.writeVarintField(3, item.width);
            out.writeVarintField(4, item.height);
            out.writeSVarintField(5, item.left);
            out.writeSVarintField(6, item.top);
            out.writeVarintField(7, item.advance);
          },
          glyph,
        );
      }
    },
    null,
  );
  return pbf.finish();
}

/** Encoded ranges by stack and start, each built once per process. */
export function createGlyphRangeCache() {
  const fonts = new Map<FontStackName, Promise<Font[]>>();
  const ranges = new Map<string, Promise<Uint8Array>>();
  return function glyphRange(stack: FontStackName, start: number): Promise<Uint8Array> {
    const key = `${stack}/${start}`;
    let range = ranges.get(key);
    if (!range) {
      let loaded = fonts.get(stack);
      if (!loaded) {
        loaded = loadFonts(stack);
        fonts.set(stack, loaded);
      }
      range = loaded.then((faces) => encodeGlyphRange(stack, start, rangeGlyphs(faces, start)));
      range.catch(() => ranges.delete(key));
      ranges.set(key, range);
    }
    return range;
  };
}
