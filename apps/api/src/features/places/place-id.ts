// A place's public id, `{kind}:{sourceId}` (docs/api-places.md): stable across re-imports, unlike
// the row id.

export const PLACE_KINDS = ['state', 'city', 'park', 'forest'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

export interface PlaceRef {
  kind: PlaceKind;
  sourceId: string;
}

// Source ids are USPS codes, simplemaps numbers, NPS codes and forest slugs: short and plain.
const PUBLIC_ID = /^(state|city|park|forest):([A-Za-z0-9-]{1,120})$/;

/** The parts of a public id, or null when the text cannot be one. */
export function parsePlaceId(text: string): PlaceRef | null {
  const match = PUBLIC_ID.exec(text);
  if (!match) return null;
  return { kind: match[1] as PlaceKind, sourceId: match[2]! };
}

export function formatPlaceId(place: { kind: string; sourceId: string }): string {
  return `${place.kind}:${place.sourceId}`;
}
