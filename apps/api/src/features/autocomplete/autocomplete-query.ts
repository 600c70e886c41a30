// Parses the autocomplete query string. Bad input is not an error here: it yields null,
// and the route answers an empty list (spec section 8: any failure yields an empty list).

export const AUTOCOMPLETE_KINDS = ['unified', 'places', 'campgrounds'] as const;
export type AutocompleteKind = (typeof AUTOCOMPLETE_KINDS)[number];

export const SUGGESTION_TYPES = ['state', 'city', 'park', 'forest', 'campground'] as const;
export type SuggestionType = (typeof SUGGESTION_TYPES)[number];
export type PlaceKind = Exclude<SuggestionType, 'campground'>;

export const MAX_QUERY_LENGTH = 100;
export const DEFAULT_LIMIT = 8;
export const MAX_LIMIT = 20;

export interface AutocompleteQuery {
  /** Trimmed, lower-cased, inner whitespace collapsed. */
  text: string;
  limit: number;
  /** As sent (slug or USPS code); resolved against the regions table by the service. */
  region: string | null;
  placeKinds: PlaceKind[];
  campgrounds: boolean;
}

function single(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  return typeof value === 'string' ? value : null; // repeated parameters arrive as arrays
}

/** null: nothing can match (bad input); the caller answers []. */
export function parseAutocompleteQuery(kind: string, query: Record<string, unknown>): AutocompleteQuery | null {
  if (!(AUTOCOMPLETE_KINDS as readonly string[]).includes(kind)) return null;

  const q = single(query.q);
  if (typeof q !== 'string') return null;
  const text = q.trim().replace(/\s+/g, ' ').toLowerCase();
  if (!text || text.length > MAX_QUERY_LENGTH) return null;

  const rawLimit = single(query.limit);
  let limit = DEFAULT_LIMIT;
  if (rawLimit !== undefined) {
    if (rawLimit === null || !/^\d{1,3}$/.test(rawLimit)) return null;
    limit = Number(rawLimit);
    if (limit < 1 || limit > MAX_LIMIT) return null;
  }

  const rawRegion = single(query.region);
  if (rawRegion === null) return null;
  const region = rawRegion?.trim() || null;
  if (region !== null && !/^[a-z-]{2,40}$/i.test(region)) return null;

  const rawTypes = single(query.types);
  if (rawTypes === null) return null;
  let types: SuggestionType[] = [...SUGGESTION_TYPES];
  if (rawTypes !== undefined && rawTypes.trim() !== '') {
    const wanted = rawTypes.split(',').map((t) => t.trim().toLowerCase());
    if (wanted.some((t) => !(SUGGESTION_TYPES as readonly string[]).includes(t))) return null;
    types = SUGGESTION_TYPES.filter((t) => wanted.includes(t));
  }

  const placeKinds = kind === 'campgrounds' ? [] : types.filter((t): t is PlaceKind => t !== 'campground');
  const campgrounds = kind !== 'places' && types.includes('campground');
  if (!placeKinds.length && !campgrounds) return null;
  return { text, limit, region, placeKinds, campgrounds };
}

/** The query as a LIKE literal: %, _ and \ match themselves. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
