// Location autocomplete suggestions (GET /api/autocomplete, plain JSON) and their icons.
import { createApiClient } from '@/lib/api-client';

const api = createApiClient();

export interface Suggestion {
  id: string;
  type: string;
  placeType: string | null;
  region: string | null;
  name: string;
  label: string;
  coordinates: [number, number] | null;
  bbox: [number, number, number, number] | null;
  url: string | null;
  /** A campground's (or place's) URL segment; null when the API sent none. */
  slug: string | null;
}

/** The spec's icons: city = location pin, admin_area = tree, state = by region, else plain pin. */
export type SuggestionIcon =
  { kind: 'pin' } | { kind: 'tree' } | { kind: 'state'; region: string } | { kind: 'plain-pin' };

export function suggestionIcon(suggestion: Pick<Suggestion, 'type' | 'placeType' | 'region'>): SuggestionIcon {
  if (suggestion.type !== 'place') return { kind: 'plain-pin' };
  switch (suggestion.placeType) {
    case 'city':
      return { kind: 'pin' };
    case 'admin_area':
      return { kind: 'tree' };
    case 'state':
      return suggestion.region ? { kind: 'state', region: suggestion.region } : { kind: 'plain-pin' };
    default:
      return { kind: 'plain-pin' };
  }
}

function numberTuple(value: unknown, length: number): number[] | null {
  if (!Array.isArray(value) || value.length !== length) return null;
  return value.every((item) => typeof item === 'number' && Number.isFinite(item)) ? (value as number[]) : null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/** The suggestions in an autocomplete answer; anything unexpected becomes an empty list. */
export function parseSuggestions(body: unknown): Suggestion[] {
  if (!Array.isArray(body)) return [];
  const result: Suggestion[] = [];
  for (const item of body) {
    if (typeof item !== 'object' || item === null) continue;
    const record = item as Record<string, unknown>;
    const name = text(record.name);
    const type = text(record.type);
    if (!name || !type) continue;
    result.push({
      id: text(record.id) ?? `${type}:${name}:${result.length}`,
      type,
      placeType: text(record.placeType),
      region: text(record.region),
      name,
      label: text(record.label) ?? name,
      coordinates: numberTuple(record.coordinates, 2) as [number, number] | null,
      bbox: numberTuple(record.bbox, 4) as [number, number, number, number] | null,
      url: text(record.url),
      slug: text(record.slug),
    });
  }
  return result;
}

/** GET /api/autocomplete/{kind} (docs/api-v6.md): everything, places only, or campgrounds only. */
export type AutocompleteKind = 'unified' | 'places' | 'campgrounds';

/** Fetches suggestions; any failure is an empty list. */
export async function fetchSuggestions(
  query: string,
  signal?: AbortSignal,
  kind: AutocompleteKind = 'unified',
): Promise<Suggestion[]> {
  const q = query.trim();
  if (!q) return [];
  try {
    return parseSuggestions(
      await api.getJson(kind === 'unified' ? '/api/autocomplete' : `/api/autocomplete/${kind}`, { q }, { signal }),
    );
  } catch {
    return [];
  }
}
