// Autocomplete suggestions: places (states, cities, parks, forests) and campgrounds, merged
// under one ranking (docs/decisions/0005-autocomplete.md).
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { findRegion } from '../regions/region-repository.ts';
import type { AutocompleteQuery, PlaceKind } from './autocomplete-query.ts';
import {
  MIN_FUZZY_LENGTH,
  searchCampgrounds,
  searchPlaces,
  type CampgroundMatch,
  type MatchMode,
  type NameSearch,
  type PlaceMatch,
} from './autocomplete-repository.ts';

/** The spec's icons key on placeType: city = pin, admin_area = tree, state = icon by region. */
export type PlaceType = 'state' | 'city' | 'admin_area' | 'campground';

export interface Suggestion {
  /** Unique within type: "city:1840018789", "park:yose", "state:CO"; the campground's id. */
  id: string;
  type: 'place' | 'campground';
  placeType: PlaceType;
  /** Lower-case USPS code ("co"); null for a place outside any state. */
  region: string | null;
  name: string;
  label: string;
  /** [longitude, latitude] */
  coordinates: [number, number];
  /** [west, south, east, north], when known (states, forests). */
  bbox?: [number, number, number, number];
  population?: number;
  slug?: string;
  url?: string;
}

const PLACE_TYPES: Record<PlaceKind, PlaceType> = {
  state: 'state',
  city: 'city',
  park: 'admin_area',
  forest: 'admin_area',
};

const KIND_WEIGHT: Record<PlaceKind | 'campground', number> = {
  state: 0,
  park: 1,
  forest: 1,
  city: 2,
  campground: 3,
};

type Candidate = { kind: 'place'; match: PlaceMatch } | { kind: 'campground'; match: CampgroundMatch };

function weight(candidate: Candidate): number {
  return KIND_WEIGHT[candidate.kind === 'place' ? candidate.match.kind : 'campground'];
}

/** The same order as the repository's ORDER BY, across both tables. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  return (
    a.match.tier - b.match.tier ||
    b.match.closeness - a.match.closeness ||
    weight(a) - weight(b) ||
    (b.kind === 'place' ? (b.match.population ?? -1) : -1) - (a.kind === 'place' ? (a.match.population ?? -1) : -1) ||
    (b.kind === 'campground' ? b.match.quality : 0) - (a.kind === 'campground' ? a.match.quality : 0) ||
    a.match.name.localeCompare(b.match.name) ||
    a.match.id - b.match.id
  );
}

function placeSuggestion(place: PlaceMatch): Suggestion {
  const code = place.regionCode?.toUpperCase() ?? null;
  const suggestion: Suggestion = {
    id: `${place.kind}:${place.sourceId}`,
    type: 'place',
    placeType: PLACE_TYPES[place.kind],
    region: code?.toLowerCase() ?? null,
    name: place.name,
    label: place.kind === 'state' || !code ? place.name : `${place.name}, ${code}`,
    coordinates: [place.longitude, place.latitude],
  };
  if (place.minLon !== null && place.minLat !== null && place.maxLon !== null && place.maxLat !== null) {
    suggestion.bbox = [place.minLon, place.minLat, place.maxLon, place.maxLat];
  }
  if (place.kind === 'city' && place.population !== null) suggestion.population = place.population;
  if (place.slug !== null) suggestion.slug = place.slug;
  return suggestion;
}

function campgroundSuggestion(campground: CampgroundMatch): Suggestion {
  return {
    id: String(campground.id),
    type: 'campground',
    placeType: 'campground',
    region: campground.regionCode.toLowerCase(),
    name: campground.name,
    label: `${campground.name}, ${campground.regionCode.toUpperCase()}`,
    coordinates: [campground.longitude, campground.latitude],
    slug: campground.slug,
    url: `/camping/${campground.regionSlug}/${campground.slug}`,
  };
}

export async function suggest(db: Db, query: AutocompleteQuery): Promise<Suggestion[]> {
  let regionCode: string | null = null;
  if (query.region) {
    const region = await findRegion(db, query.region.toLowerCase());
    if (!region) return [];
    regionCode = region.code;
  }
  const search: NameSearch = { text: query.text, limit: query.limit, regionCode };
  const candidates = await findCandidates(db, query, search, 'prefix');
  // Typo tolerance only fills what the prefixes left: it is the costly part, and never outranks them.
  if (candidates.length < query.limit && query.text.length >= MIN_FUZZY_LENGTH) {
    // word_similarity looks cheap to the planner, which then prefers a sequential scan that
    // computes it for every row (10x slower than the trigram index on 30k cities): forbid that.
    const fuzzy = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return findCandidates(tx, query, search, 'fuzzy');
    });
    candidates.push(...fuzzy);
  }
  return candidates
    .sort(compareCandidates)
    .slice(0, query.limit)
    .map((c) => (c.kind === 'place' ? placeSuggestion(c.match) : campgroundSuggestion(c.match)));
}

async function findCandidates(
  db: Db,
  query: AutocompleteQuery,
  search: NameSearch,
  mode: MatchMode,
): Promise<Candidate[]> {
  const [placeMatches, campgroundMatches] = await Promise.all([
    query.placeKinds.length ? searchPlaces(db, search, query.placeKinds, mode) : Promise.resolve([]),
    query.campgrounds ? searchCampgrounds(db, search, mode) : Promise.resolve([]),
  ]);
  return [
    ...placeMatches.map((match): Candidate => ({ kind: 'place', match })),
    ...campgroundMatches.map((match): Candidate => ({ kind: 'campground', match })),
  ];
}
