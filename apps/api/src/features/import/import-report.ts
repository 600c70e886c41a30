// What an import did, and its printed form.
import { DATA_SOURCES, PARK_FALLBACK_RADIUS_KM, type CampgroundSourceId } from '@campwise/domain';
import type { SourceCounts } from './build-campgrounds.ts';
import type { CampgroundWriteCounts } from './campground-writer.ts';
import type { AdminAreaSummary } from './place-stats.ts';
import type { PlaceWriteCounts } from './reference-writer.ts';

export interface ImportReport {
  sources: Record<CampgroundSourceId, SourceCounts>;
  /** Source records folded into a campground another record already stood for. */
  merged: number;
  campgrounds: CampgroundWriteCounts & {
    total: number;
    /** Nameless (or generic-named) places given a descriptive name. */
    derivedNames: number;
    /** Placed in the nearest state although just outside its generalised outline. */
    offshore: number;
    /** Rows from earlier imports no source mentions any more; kept (see the ADR). */
    notInSources: number;
  };
  regions: number;
  places: PlaceWriteCounts & {
    states: number;
    cities: number;
    parks: number;
    forests: number;
    skipped: { cities: number; parks: number; forests: number };
  };
  adminAreas: AdminAreaSummary;
  elapsedMs: number;
}

function dropped(counts: SourceCounts): string {
  const entries = Object.entries(counts.dropped).filter(([, count]) => count > 0);
  if (entries.length === 0) return '0';
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  return `${total} (${entries.map(([reason, count]) => `${reason}: ${count}`).join(', ')})`;
}

export function formatImportReport(report: ImportReport): string[] {
  const { campgrounds, places } = report;
  const sourceLines = (Object.keys(report.sources) as CampgroundSourceId[]).map((source) => {
    const counts = report.sources[source];
    return `  ${DATA_SOURCES[source].name}: read ${counts.read}, kept ${counts.kept}, dropped ${dropped(counts)}`;
  });
  return [
    'Campground sources:',
    ...sourceLines,
    `Merged: ${report.merged} duplicate source records folded into other campgrounds`,
    `Campgrounds: ${campgrounds.total} (${campgrounds.derivedNames} with a derived name, ${campgrounds.offshore} placed in the nearest state from just offshore)`,
    `  inserted ${campgrounds.inserted}, updated ${campgrounds.updated}, unchanged ${campgrounds.unchanged}, ` +
      `no longer in the sources (kept) ${campgrounds.notInSources}`,
    `Regions: ${report.regions}`,
    `Places: ${places.states} states, ${places.cities} cities, ${places.parks} parks, ${places.forests} national forests ` +
      `(skipped outside the 50 states + DC: ${places.skipped.cities} cities, ${places.skipped.parks} parks, ` +
      `${places.skipped.forests} forests)`,
    `  inserted ${places.inserted}, updated ${places.updated} (slugs and counts included), unchanged ${places.unchanged}`,
    `Admin areas: ${report.adminAreas.memberships} campground memberships; forests from district polygons ` +
      `${report.adminAreas.forestsWithPolygons} (without ${report.adminAreas.forestsWithout}), parks from polygons ` +
      `${report.adminAreas.parksWithPolygons}, parks within ${PARK_FALLBACK_RADIUS_KM} km of their point ${report.adminAreas.parksByRadius}`,
    `Elapsed: ${(report.elapsedMs / 1000).toFixed(1)} s`,
  ];
}
