// Per-place numbers computed at import: admin-area membership of parks and forests, the
// campgrounds near every place, and how many lie inside each area.
import { NEAR_RADIUS_KM, PARK_FALLBACK_RADIUS_KM } from '@campwise/domain';
import { adminAreaMemberships, type AdminArea, type CampgroundPoint, type Membership } from './admin-areas.ts';
import { nearCounts } from './near-counts.ts';
import type { AreaPolygon } from './read-area-polygons.ts';

export interface StatsPlace {
  id: number;
  kind: string;
  sourceId: string;
  regionCode: string | null;
  latitude: number;
  longitude: number;
}

export interface StatsCampground extends CampgroundPoint {
  regionCode: string;
  /**
   * Hidden by an admin (issue 14): it keeps its admin-area memberships, so showing it again counts
   * it back in, but no near, state or area count includes it, as hiding leaves them.
   */
  hidden?: boolean;
}

export interface PlaceCounts {
  id: number;
  nearCount: number;
  /** Parks and forests only; null for states and cities. */
  areaCount: number | null;
}

export interface AdminAreaSummary {
  memberships: number;
  forestsWithPolygons: number;
  /** Forests the district file has no polygon for (none expected: their places come from it). */
  forestsWithout: number;
  parksWithPolygons: number;
  parksByRadius: number;
}

export interface PlaceStats {
  memberships: Membership[];
  counts: PlaceCounts[];
  summary: AdminAreaSummary;
}

export interface AreaOutlines {
  /** Forest place source id -> ranger-district polygons. */
  forests: ReadonlyMap<string, AreaPolygon[]>;
  /** Park place source id (NPS code, lower case) -> polygons. */
  parks: ReadonlyMap<string, AreaPolygon[]>;
}

function emptySummary(): AdminAreaSummary {
  return { memberships: 0, forestsWithPolygons: 0, forestsWithout: 0, parksWithPolygons: 0, parksByRadius: 0 };
}

/**
 * The import's rule for what each park and forest covers: its outline, a park without one a
 * circle around its point; a forest without one covers nothing. Listing edits use it too.
 */
export function adminAreas(
  places: readonly Pick<StatsPlace, 'id' | 'kind' | 'sourceId' | 'latitude' | 'longitude'>[],
  outlines: AreaOutlines,
  summary: AdminAreaSummary = emptySummary(),
): AdminArea[] {
  const areas: AdminArea[] = [];
  for (const place of places) {
    if (place.kind === 'forest') {
      const polygons = outlines.forests.get(place.sourceId);
      if (polygons) {
        summary.forestsWithPolygons++;
        areas.push({ placeId: place.id, polygons });
      } else summary.forestsWithout++;
    } else if (place.kind === 'park') {
      const polygons = outlines.parks.get(place.sourceId);
      if (polygons) {
        summary.parksWithPolygons++;
        areas.push({ placeId: place.id, polygons });
      } else {
        summary.parksByRadius++;
        areas.push({
          placeId: place.id,
          latitude: place.latitude,
          longitude: place.longitude,
          radiusKm: PARK_FALLBACK_RADIUS_KM,
          agency: 'nps',
        });
      }
    }
  }
  return areas;
}

export function computePlaceStats(
  places: readonly StatsPlace[],
  campgrounds: readonly StatsCampground[],
  outlines: AreaOutlines,
): PlaceStats {
  const summary = emptySummary();
  const memberships = adminAreaMemberships(adminAreas(places, outlines, summary), campgrounds);
  summary.memberships = memberships.length;

  const visible = campgrounds.filter((campground) => !campground.hidden);
  const visibleIds = new Set(visible.map((campground) => campground.id));
  const inArea = new Map<number, number>();
  for (const { placeId, campgroundId } of memberships) {
    if (visibleIds.has(campgroundId)) inArea.set(placeId, (inArea.get(placeId) ?? 0) + 1);
  }
  const inRegion = new Map<string, number>();
  for (const { regionCode } of visible) inRegion.set(regionCode, (inRegion.get(regionCode) ?? 0) + 1);
  // A state's "near" list is the whole state: its point is only where the label goes.
  const near = nearCounts(
    places.filter((place) => place.kind !== 'state'),
    visible,
    NEAR_RADIUS_KM,
  );

  const counts = places.map((place) => ({
    id: place.id,
    nearCount: place.kind === 'state' ? (inRegion.get(place.regionCode ?? '') ?? 0) : (near.get(place.id) ?? 0),
    areaCount: place.kind === 'park' || place.kind === 'forest' ? (inArea.get(place.id) ?? 0) : null,
  }));
  return { memberships, counts, summary };
}
