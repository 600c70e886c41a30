// Reading the open GeoJSON boundary files (USFS ranger districts, Natural Earth NPS units): the
// features of a FeatureCollection, loosely typed because the files are data from elsewhere, and
// their text properties cleaned the way the import cleans every text.
import { cleanText } from './field-values.ts';

export interface RawFeature {
  properties?: Record<string, unknown> | null;
  geometry?: { type?: unknown; coordinates?: unknown } | null;
}

/** The features of a FeatureCollection; throws naming the file (`what`) when it is not one. */
export function parseFeatures(json: string, what: string): RawFeature[] {
  const raw = JSON.parse(json) as { features?: unknown };
  if (!Array.isArray(raw.features)) throw new Error(`${what} file must be a GeoJSON FeatureCollection`);
  return raw.features as RawFeature[];
}

/** A string property cleaned by cleanText (spaces folded, placeholders dropped); null when missing. */
export function textProperty(properties: RawFeature['properties'], key: string): string | null {
  const value = properties?.[key];
  return cleanText(typeof value === 'string' ? value : undefined);
}
