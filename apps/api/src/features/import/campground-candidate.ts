// One campground as one source describes it, already mapped onto our vocabulary; the unit of merging.
import type { Agency, Amenity, CampgroundSourceId, SiteType } from '@campwise/domain';

/** What every source may say about a campground beyond its identity, place and operator. */
export interface CampgroundFacts {
  siteTypes: SiteType[];
  amenities: Amenity[];
  numSites: number | null;
  isFree: boolean | null;
  feeNote: string | null;
  /** Nightly price in US cents when the source states one (nightly-price.ts); null = not stated. */
  priceCents: number | null;
  maxRvLength: number | null;
  phone: string | null;
  website: string | null;
  email: string | null;
  reservable: boolean | null;
  season: string | null;
  elevationFt: number | null;
  /** Sanitised HTML. */
  description: string | null;
  nearestTown: string | null;
}

export interface CampgroundCandidate extends CampgroundFacts {
  source: CampgroundSourceId;
  /** Id within the source; `${source prefix}:${sourceId}` is the candidate's external key. */
  sourceId: string;
  /** null when the source gives no name (many OSM backcountry pads). */
  name: string | null;
  latitude: number;
  longitude: number;
  /** null when the source does not say; the merge falls back to another source, then to "other". */
  agency: Agency | null;
}

/** A source record that did not become a candidate, and why; the import report counts these. */
export type DropReason =
  'not a campground' | 'day-use area' | 'no coordinates' | 'outside the US' | 'no source id' | 'duplicate source id';

export type MapResult = { candidate: CampgroundCandidate } | { dropped: DropReason };

const KEY_PREFIX: Record<CampgroundSourceId, string> = {
  ridb: 'ridb',
  uscampgrounds: 'usc',
  osm: 'osm',
};

export function externalKeyOf(candidate: Pick<CampgroundCandidate, 'source' | 'sourceId'>): string {
  return `${KEY_PREFIX[candidate.source]}:${candidate.sourceId}`;
}

/** Identity and name order: federal RIDB (2026) first, then uscampgrounds.info, then OSM. */
export const SOURCE_PRIORITY: readonly CampgroundSourceId[] = ['ridb', 'uscampgrounds', 'osm'];

export function emptyCandidate(
  source: CampgroundSourceId,
  sourceId: string,
  latitude: number,
  longitude: number,
): CampgroundCandidate {
  return {
    source,
    sourceId,
    name: null,
    latitude,
    longitude,
    agency: null,
    siteTypes: [],
    amenities: [],
    numSites: null,
    isFree: null,
    feeNote: null,
    priceCents: null,
    maxRvLength: null,
    phone: null,
    website: null,
    email: null,
    reservable: null,
    season: null,
    elevationFt: null,
    description: null,
    nearestTown: null,
  };
}
