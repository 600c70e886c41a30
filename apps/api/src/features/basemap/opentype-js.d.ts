// The part of opentype.js (which ships no type declarations) the glyph builder uses.
declare module 'opentype.js' {
  export type PathCommand =
    | { type: 'M' | 'L'; x: number; y: number }
    | { type: 'Q'; x1: number; y1: number; x: number; y: number }
    | { type: 'C'; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
    | { type: 'Z' };

  export interface Glyph {
    advanceWidth?: number;
    /** The outline at `fontSize` px, baseline at y, y growing downward. */
    getPath(x: number, y: number, fontSize: number): { commands: PathCommand[] };
  }

  export interface Font {
    unitsPerEm: number;
    hasChar(char: string): boolean;
    charToGlyph(char: string): Glyph;
  }

  export function parse(buffer: ArrayBuffer): Font;
}
