// Source records -> located candidates -> merged campgrounds, counting what was dropped and why.
import type { CampgroundSourceId } from '@campwise/domain';
import { OFFSHORE_TOLERANCE_METERS, OSM_OFFSHORE_TOLERANCE_METERS, type StateLocator } from './assign-state.ts';
import { externalKeyOf, type DropReason, type MapResult } from './campground-candidate.ts';
import { mapOsm, type OsmFeature } from './map-osm.ts';
import { mapRidb, type RidbRow } from './map-ridb.ts';
import { mapUscampgrounds, type UscampgroundsRow } from './map-uscampgrounds.ts';
import { clusterCandidates, mergeCluster, type LocatedCandidate, type MergedCampground } from './merge-campgrounds.ts';

export interface SourceCounts {
  read: number;
  /** Candidates that reached the merge (each ends up in exactly one campground). */
  kept: number;
  /** Kept with the nearest state because the point lies just off the generalised coastline. */
  offshore: number;
  dropped: Partial<Record<DropReason, number>>;
}

export interface SourceRecords {
  ridb: RidbRow[];
  uscampgrounds: UscampgroundsRow[];
  osm: OsmFeature[];
}

export interface BuildResult {
  campgrounds: MergedCampground[];
  counts: Record<CampgroundSourceId, SourceCounts>;
  /** Candidates folded into another one's campground. */
  merged: number;
}

function locateAll<T>(
  records: T[],
  map: (record: T) => MapResult,
  locate: StateLocator,
  toleranceMeters: number,
  counts: SourceCounts,
  out: LocatedCandidate[],
): void {
  const seen = new Set<string>();
  const drop = (reason: DropReason) => {
    counts.dropped[reason] = (counts.dropped[reason] ?? 0) + 1;
  };
  for (const record of records) {
    counts.read++;
    const result = map(record);
    if ('dropped' in result) {
      drop(result.dropped);
      continue;
    }
    const { candidate } = result;
    const key = externalKeyOf(candidate);
    if (seen.has(key)) {
      drop('duplicate source id');
      continue;
    }
    seen.add(key);
    const state = locate(candidate.latitude, candidate.longitude, toleranceMeters);
    if (!state) {
      drop('outside the US');
      continue;
    }
    counts.kept++;
    if (state.offshore) counts.offshore++;
    out.push({ ...candidate, regionCode: state.code, offshore: state.offshore });
  }
}

function emptyCounts(): SourceCounts {
  return { read: 0, kept: 0, offshore: 0, dropped: {} };
}

export function buildCampgrounds(records: SourceRecords, locate: StateLocator): BuildResult {
  const counts = { ridb: emptyCounts(), uscampgrounds: emptyCounts(), osm: emptyCounts() };
  const located: LocatedCandidate[] = [];
  locateAll(records.ridb, mapRidb, locate, OFFSHORE_TOLERANCE_METERS, counts.ridb, located);
  locateAll(records.uscampgrounds, mapUscampgrounds, locate, OFFSHORE_TOLERANCE_METERS, counts.uscampgrounds, located);
  locateAll(records.osm, mapOsm, locate, OSM_OFFSHORE_TOLERANCE_METERS, counts.osm, located);
  const campgrounds = clusterCandidates(located).map(mergeCluster);
  return { campgrounds, counts, merged: located.length - campgrounds.length };
}
