// Encoded polylines (Google's algorithm, precision 5): how a route travels in a search URL. About
// 6 characters a point instead of ~20 for "lng,lat;", so 200 points fit a URL comfortably.
import type { LngLat } from './geo.ts';

const FACTOR = 1e5;

function encodeValue(value: number): string {
  let v = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (v >= 0x20) {
    out += String.fromCharCode((0x20 | (v & 0x1f)) + 63);
    v >>= 5;
  }
  return out + String.fromCharCode(v + 63);
}

/** [lng, lat] points as an encoded polyline (the format stores lat before lng). */
export function encodePolyline(points: readonly LngLat[]): string {
  let lastLat = 0;
  let lastLng = 0;
  let out = '';
  for (const [lng, lat] of points) {
    const la = Math.round(lat * FACTOR);
    const ln = Math.round(lng * FACTOR);
    out += encodeValue(la - lastLat) + encodeValue(ln - lastLng);
    lastLat = la;
    lastLng = ln;
  }
  return out;
}

/** The [lng, lat] points of an encoded polyline; null when the text is not one. */
export function decodePolyline(text: string): LngLat[] | null {
  const points: LngLat[] = [];
  let index = 0;
  let lat = 0;
  let lng = 0;
  const next = (): number | null => {
    let result = 0;
    let shift = 0;
    for (;;) {
      if (index >= text.length || shift > 30) return null;
      const byte = text.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) break;
    }
    return result & 1 ? ~(result >> 1) : result >> 1;
  };
  while (index < text.length) {
    const dLat = next();
    const dLng = next();
    if (dLat === null || dLng === null) return null;
    lat += dLat;
    lng += dLng;
    points.push([lng / FACTOR, lat / FACTOR]);
  }
  return points;
}
