// De-duplication across (and within) sources, and folding each group of duplicates into one record.
import { AMENITY_IDS, SITE_TYPE_IDS, distanceMeters, type Agency, type CampgroundSourceId } from '@campwise/domain';
import type { CampgroundSourceRef } from '../../db/schema/index.ts';
import { SOURCE_PRIORITY, type CampgroundCandidate, type CampgroundFacts } from './campground-candidate.ts';
import { isGenericName, matchNames } from './name-similarity.ts';
import { inVocabularyOrder } from './field-values.ts';
import { SpatialGrid } from './spatial-grid.ts';

/** A candidate after state assignment. */
export interface LocatedCandidate extends CampgroundCandidate {
  regionCode: string;
  offshore: boolean;
}

/**
 * Merge distances. Across sources, names identical after normalisation may sit up to 2 km apart:
 * uscampgrounds.info pins are rounded and sometimes put at the lake or park entrance, and OSM pins a
 * campground area's centre. Merely similar names must be within 1 km. Two records of the same source
 * (OSM node + area, uscampgrounds duplicates) are the same place only within 300 m. A nameless (or
 * generic-named) OSM point folds into a campground it practically sits on, and two nameless points
 * only when they are the same spot mapped twice.
 */
export const MERGE_DISTANCE_METERS = {
  identicalNames: 2_000,
  similarNames: 1_000,
  sameSourceNames: 300,
  unnamedIntoNamed: 100,
  unnamedIntoUnnamed: 25,
} as const;

const NAMED_SEARCH_RADIUS = Math.max(...Object.values(MERGE_DISTANCE_METERS));

function isNamed(candidate: CampgroundCandidate): boolean {
  return !isGenericName(candidate.name);
}

export interface MatchRule {
  /** 3 identical names, 2 similar names, 1 proximity of a nameless point. */
  strength: number;
  maxMeters: number;
}

/** How two candidates may match, or null when they never merge whatever the distance. */
export function matchRule(a: CampgroundCandidate, b: CampgroundCandidate): MatchRule | null {
  // RIDB ids are distinct bookable facilities, even side by side ("Loop A" / "Loop B").
  if (a.source === 'ridb' && b.source === 'ridb') return null;
  const aNamed = isNamed(a);
  const bNamed = isNamed(b);
  if (aNamed && bNamed) {
    const match = matchNames(a.name ?? '', b.name ?? '');
    if (!match) return null;
    if (a.source === b.source) {
      return { strength: match === 'identical' ? 3 : 2, maxMeters: MERGE_DISTANCE_METERS.sameSourceNames };
    }
    return match === 'identical'
      ? { strength: 3, maxMeters: MERGE_DISTANCE_METERS.identicalNames }
      : { strength: 2, maxMeters: MERGE_DISTANCE_METERS.similarNames };
  }
  if (aNamed || bNamed) return { strength: 1, maxMeters: MERGE_DISTANCE_METERS.unnamedIntoNamed };
  return { strength: 1, maxMeters: MERGE_DISTANCE_METERS.unnamedIntoUnnamed };
}

export function shouldMerge(a: CampgroundCandidate, b: CampgroundCandidate): boolean {
  const rule = matchRule(a, b);
  return rule !== null && distanceMeters(a.latitude, a.longitude, b.latitude, b.longitude) <= rule.maxMeters;
}

/** Numeric ids by value ("9" before "10"), compared by code unit so no locale can reorder them. */
function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/** Identity order: source priority, named before nameless, then id; deterministic whatever the file order. */
export function compareCandidates(a: CampgroundCandidate, b: CampgroundCandidate): number {
  return (
    SOURCE_PRIORITY.indexOf(a.source) - SOURCE_PRIORITY.indexOf(b.source) ||
    Number(isNamed(b)) - Number(isNamed(a)) ||
    compareIds(a.sourceId, b.sourceId)
  );
}

interface Cluster {
  members: LocatedCandidate[];
  hasRidb: boolean;
}

/**
 * Greedy clustering in identity order: each candidate joins the cluster holding its best match
 * (strongest rule, then nearest) or starts a new one. A cluster never holds two RIDB facilities,
 * so a chain of loose matches cannot fold separate bookable campgrounds together.
 */
export function clusterCandidates(candidates: LocatedCandidate[]): LocatedCandidate[][] {
  const grid = new SpatialGrid<{ cluster: Cluster; member: LocatedCandidate }>(0.01);
  const clusters: Cluster[] = [];
  for (const candidate of [...candidates].sort(compareCandidates)) {
    let best: { cluster: Cluster; strength: number; meters: number } | null = null;
    const radius = isNamed(candidate) ? NAMED_SEARCH_RADIUS : MERGE_DISTANCE_METERS.unnamedIntoNamed;
    for (const { cluster, member } of grid.near(candidate.latitude, candidate.longitude, radius)) {
      if (candidate.source === 'ridb' && cluster.hasRidb) continue;
      const rule = matchRule(candidate, member);
      if (!rule) continue;
      const meters = distanceMeters(candidate.latitude, candidate.longitude, member.latitude, member.longitude);
      if (meters > rule.maxMeters) continue;
      if (!best || rule.strength > best.strength || (rule.strength === best.strength && meters < best.meters)) {
        best = { cluster, strength: rule.strength, meters };
      }
    }
    const cluster = best?.cluster ?? { members: [], hasRidb: false };
    if (!best) clusters.push(cluster);
    cluster.members.push(candidate);
    cluster.hasRidb ||= candidate.source === 'ridb';
    grid.add(candidate.latitude, candidate.longitude, { cluster, member: candidate });
  }
  return clusters.map((cluster) => cluster.members.sort(compareCandidates));
}

export interface MergedCampground extends CampgroundFacts {
  /** Identity order; members[0] names the campground. */
  members: LocatedCandidate[];
  name: string | null;
  latitude: number;
  longitude: number;
  regionCode: string;
  offshore: boolean;
  agency: Agency;
  sources: CampgroundSourceRef[];
}

/** Contacts, fees and booking go stale: the 2026 sources (RIDB, OSM) beat the 2014 uscampgrounds list. */
const FRESHNESS_ORDER: readonly CampgroundSourceId[] = ['ridb', 'osm', 'uscampgrounds'];
/** uscampgrounds rounds coordinates to 0.001° (~100 m); RIDB and OSM pins are exact. */
const POSITION_ORDER: readonly CampgroundSourceId[] = ['ridb', 'osm', 'uscampgrounds'];

function inOrder(members: LocatedCandidate[], order: readonly CampgroundSourceId[]): LocatedCandidate[] {
  return [...members].sort((a, b) => order.indexOf(a.source) - order.indexOf(b.source) || compareCandidates(a, b));
}

function first<K extends keyof CampgroundCandidate>(
  members: LocatedCandidate[],
  field: K,
): NonNullable<CampgroundCandidate[K]> | null {
  for (const member of members) {
    const value = member[field];
    if (value !== null && value !== undefined) return value as NonNullable<CampgroundCandidate[K]>;
  }
  return null;
}

/** One record from a cluster: identity from the highest-priority source, gaps filled from the others. */
export function mergeCluster(cluster: LocatedCandidate[]): MergedCampground {
  const members = [...cluster].sort(compareCandidates);
  const fresh = inOrder(members, FRESHNESS_ORDER);
  const position = inOrder(members, POSITION_ORDER)[0];
  if (!position) throw new Error('mergeCluster needs at least one candidate');
  const fee = fresh.find((member) => member.isFree !== null || member.feeNote !== null);
  return {
    members,
    name: members.find(isNamed)?.name ?? first(members, 'name'),
    latitude: position.latitude,
    longitude: position.longitude,
    regionCode: position.regionCode,
    offshore: position.offshore,
    agency: first(members, 'agency') ?? 'other',
    siteTypes: inVocabularyOrder(
      members.flatMap((member) => member.siteTypes),
      SITE_TYPE_IDS,
    ),
    amenities: inVocabularyOrder(
      members.flatMap((member) => member.amenities),
      AMENITY_IDS,
    ),
    numSites: first(members, 'numSites'),
    isFree: fee?.isFree ?? null,
    feeNote: fee?.feeNote ?? null,
    // Free means a price of 0 whatever another source once charged; otherwise the freshest amount.
    priceCents: fee?.isFree === true ? 0 : first(fresh, 'priceCents'),
    maxRvLength: first(members, 'maxRvLength'),
    phone: first(fresh, 'phone'),
    website: first(fresh, 'website'),
    email: first(fresh, 'email'),
    reservable: first(fresh, 'reservable'),
    season: first(members, 'season'),
    elevationFt: first(members, 'elevationFt'),
    description: first(members, 'description'),
    nearestTown: first(members, 'nearestTown'),
    sources: members.map((member) => ({ source: member.source, id: member.sourceId })),
  };
}
