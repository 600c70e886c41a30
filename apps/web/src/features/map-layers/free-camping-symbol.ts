// The free-camping layer's own symbol, a tent, so free campgrounds never look like the search's
// round campground markers (which share the map accent colour). One geometry serves both the
// map (rasterised here for MapLibre's addImage, no canvas or sprite sheet needed) and the legend
// (drawn as SVG polygons), so the two always match.

/** A triangle in a unit box: x right, y down, both 0–1. */
export type UnitTriangle = readonly [readonly [number, number], readonly [number, number], readonly [number, number]];

export interface TentShape {
  /** The white edge that keeps the tent readable on any basemap. */
  edge: UnitTriangle;
  /** The tent itself, in the layer's colour. */
  body: UnitTriangle;
  /** The open door, white again. */
  door: UnitTriangle;
}

export const TENT_SHAPE: TentShape = {
  edge: [
    [0.5, 0.02],
    [0.99, 0.94],
    [0.01, 0.94],
  ],
  body: [
    [0.5, 0.17],
    [0.86, 0.84],
    [0.14, 0.84],
  ],
  door: [
    [0.5, 0.46],
    [0.64, 0.84],
    [0.36, 0.84],
  ],
};

export const FREE_CAMPING_ICON_ID = 'pro-layer-free-camping-tent';

/** Drawn at twice the size it shows at (MapLibre's pixelRatio 2), so it stays sharp on phones. */
export const FREE_CAMPING_ICON_PIXEL_RATIO = 2;
/**
 * 28 px on the map: the tent is drawn over the search's own marker of the same campground (a
 * 16 px dot), and a triangle needs about that size for its inscribed circle to hide the dot.
 */
export const FREE_CAMPING_ICON_SIZE = 28;
const ICON_PIXELS = FREE_CAMPING_ICON_SIZE * FREE_CAMPING_ICON_PIXEL_RATIO;

/** How far up the icon moves so the centre of the circle inscribed in the tent sits on the point. */
export function tentIncentreOffset(): number {
  const [[ax, ay], [bx, by], [cx, cy]] = TENT_SHAPE.edge;
  const side = (x1: number, y1: number, x2: number, y2: number) => Math.hypot(x2 - x1, y2 - y1);
  const a = side(bx, by, cx, cy);
  const b = side(ax, ay, cx, cy);
  const c = side(ax, ay, bx, by);
  const incentreY = (a * ay + b * by + c * cy) / (a + b + c);
  return (incentreY - 0.5) * FREE_CAMPING_ICON_SIZE;
}
/** Samples per pixel side: 4 × 4 samples give the edges a smooth enough ramp. */
const SAMPLES = 4;

export interface IconPixels {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, as MapLibre's addImage takes it. */
  data: Uint8ClampedArray;
}

function inside([[ax, ay], [bx, by], [cx, cy]]: UnitTriangle, x: number, y: number): boolean {
  const d1 = (x - bx) * (ay - by) - (ax - bx) * (y - by);
  const d2 = (x - cx) * (by - cy) - (bx - cx) * (y - cy);
  const d3 = (x - ax) * (cy - ay) - (cx - ax) * (y - ay);
  const negative = d1 < 0 || d2 < 0 || d3 < 0;
  const positive = d1 > 0 || d2 > 0 || d3 > 0;
  return !(negative && positive);
}

function rgb(hex: string): [number, number, number] {
  const value = /^#([0-9a-f]{6})$/i.exec(hex)?.[1];
  if (!value) throw new Error(`Expected a #rrggbb colour, got ${hex}`);
  return [0, 2, 4].map((start) => parseInt(value.slice(start, start + 2), 16)) as [number, number, number];
}

const WHITE: [number, number, number] = [255, 255, 255];

/** The tent as RGBA pixels, its body in `color` (#rrggbb). */
export function tentIconPixels(color: string, size = ICON_PIXELS): IconPixels {
  const body = rgb(color);
  const data = new Uint8ClampedArray(size * size * 4);
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const sum = [0, 0, 0];
      let covered = 0;
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const x = (column + (sx + 0.5) / SAMPLES) / size;
          const y = (row + (sy + 0.5) / SAMPLES) / size;
          const colour = inside(TENT_SHAPE.door, x, y)
            ? WHITE
            : inside(TENT_SHAPE.body, x, y)
              ? body
              : inside(TENT_SHAPE.edge, x, y)
                ? WHITE
                : null;
          if (!colour) continue;
          covered += 1;
          colour.forEach((channel, index) => (sum[index]! += channel));
        }
      }
      const offset = (row * size + column) * 4;
      if (covered === 0) continue;
      data[offset] = sum[0]! / covered;
      data[offset + 1] = sum[1]! / covered;
      data[offset + 2] = sum[2]! / covered;
      data[offset + 3] = (255 * covered) / (SAMPLES * SAMPLES);
    }
  }
  return { width: size, height: size, data };
}

/** A triangle as an SVG polygon's points in a `viewBox="0 0 1 1"`. */
export function svgPoints(triangle: UnitTriangle): string {
  return triangle.map(([x, y]) => `${x},${y}`).join(' ');
}
