// Campground use cases: one campground, or a filtered, sorted page of them, with includes.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ResourceObject } from '../../jsonapi/document.ts';
import type { Page } from '../../jsonapi/query.ts';
import type { Viewer } from '../../http/viewer.ts';
import { listVisibleClaimsOf } from '../claims/claim-repository.ts';
import { claimResource } from '../claims/claim-serializer.ts';
import { findCoverPhotos } from '../photos/photo-repository.ts';
import { coverPhotoAttributes } from '../photos/photo-serializer.ts';
import type { PhotoStorage } from '../photos/photo-storage.ts';
import { findRegion } from '../regions/region-repository.ts';
import { regionResource } from '../regions/region-serializer.ts';
import {
  findCampgroundById,
  findNearbyCampgrounds,
  searchCampgrounds,
  type CampgroundRecord,
} from './campground-repository.ts';
import type { CampgroundSort } from './campground-schemas.ts';
import {
  availabilityOf,
  distancePoint,
  toSearch,
  type CampgroundSearch,
  type ParsedSearchFilters,
  type PlaceRef,
  type ResolvedLocations,
  type ResolvedPlace,
} from './campground-search.ts';
import { campgroundResource } from './campground-serializer.ts';
import { findMergedInto, hiddenCampgroundError } from './hidden-campground-error.ts';
import { findLocationPlace } from './location-places.ts';
import { corridorOf } from '../trip-plans/trip-route-filter.ts';
import { routePositionsOf, type RoutePosition } from '../trip-plans/route-positions.ts';

export const NEARBY_LIMIT = 6;

interface Serialized {
  data: ResourceObject[];
  included: ResourceObject[];
}

/** Each campground's claims the viewer may see (spec section 6): their own; admins every one. */
async function visibleClaims(db: Db, rows: CampgroundRecord[], viewer: Viewer | null) {
  const claims = viewer
    ? await listVisibleClaimsOf(
        db,
        rows.map((row) => row.id),
        viewer,
      )
    : [];
  const idsByCampground = new Map<number, number[]>(rows.map((row) => [row.id, []]));
  for (const claim of claims) idsByCampground.get(claim.campgroundId)?.push(claim.id);
  return { idsByCampground, resources: claims.map(claimResource) };
}

/**
 * Each campground's cover photo attribute (ADR 0030), or nothing without a photo storage (callers
 * that show no pictures). One query for the whole page.
 */
async function coverPhotosOf(db: Db, rows: readonly CampgroundRecord[], storage: PhotoStorage | undefined) {
  if (!storage) return () => undefined;
  const covers = await findCoverPhotos(
    db,
    rows.map((row) => row.id),
  );
  return (id: number) => {
    const photo = covers.get(id);
    return photo ? coverPhotoAttributes(photo, storage) : null;
  };
}

async function serializeWithIncludes(
  db: Db,
  rows: CampgroundRecord[],
  include: Set<string>,
  viewer: Viewer | null = null,
  storage?: PhotoStorage,
): Promise<Serialized> {
  const included: ResourceObject[] = [];
  const nearbyById = new Map<number, CampgroundRecord[]>();
  if (include.has('nearby')) {
    const lists = await Promise.all(rows.map((row) => findNearbyCampgrounds(db, row, NEARBY_LIMIT)));
    rows.forEach((row, index) => nearbyById.set(row.id, lists[index] ?? []));
    const nearby = lists.flat();
    const coverOf = await coverPhotosOf(db, nearby, storage);
    included.push(...nearby.map((near) => campgroundResource(near, undefined, undefined, coverOf(near.id))));
  }
  if (include.has('region')) {
    const codes = [...new Set(rows.map((row) => row.regionCode))];
    const found = await Promise.all(codes.map((code) => findRegion(db, code)));
    for (const region of found) if (region) included.push(regionResource(region));
  }
  const claims = include.has('campground-claims') ? await visibleClaims(db, rows, viewer) : null;
  if (claims) included.push(...claims.resources);
  const coverOf = await coverPhotosOf(db, rows, storage);
  const data = rows.map((row) =>
    campgroundResource(
      row,
      include.has('nearby') ? (nearbyById.get(row.id) ?? []).map((n) => n.id) : undefined,
      claims ? claims.idsByCampground.get(row.id) : undefined,
      coverOf(row.id),
    ),
  );
  return { data, included };
}

/** `storage`: where photo files are, to give the campground its cover photo (the campgrounds routes). */
export async function getCampground(
  db: Db,
  id: number,
  include: Set<string>,
  viewer: Viewer | null = null,
  storage?: PhotoStorage,
) {
  const row = await findCampgroundById(db, id);
  if (!row) throw AppError.notFound(`No campground with id ${id}.`);
  if (row.hiddenAt !== null && !viewer?.admin) throw await hiddenCampgroundError(db, row);
  const { data, included } = await serializeWithIncludes(db, [row], include, viewer, storage);
  return { data: data[0]!, included };
}

export interface CampgroundListRequest {
  filter: ParsedSearchFilters;
  /** The app clock's now: holds that ended by then free their sites for the availability filter. */
  now?: Date;
  include: Set<string>;
  /** Who asks: decides which claims include=campground-claims shows. */
  viewer?: Viewer | null;
  sort: CampgroundSort;
  /** Whether the request named a sort: without one, a route search comes along the way. */
  sortGiven?: boolean;
  page: Page;
  /** Where photo files are: each campground then carries its cover photo. */
  storage?: PhotoStorage;
}

async function resolveRegionCode(db: Db, slugOrCode: string | undefined): Promise<string | undefined> {
  if (slugOrCode === undefined) return undefined;
  const region = await findRegion(db, slugOrCode);
  if (!region) throw AppError.invalidParameter('filter[region]', `filter[region]: no region "${slugOrCode}".`);
  return region.code;
}

async function resolvePlace(db: Db, parameter: string, ref: PlaceRef | undefined): Promise<ResolvedPlace | undefined> {
  if (!ref) return undefined;
  const place = await findLocationPlace(db, ref);
  if (!place) throw AppError.invalidParameter(parameter, `${parameter}: no place "${ref.kind}:${ref.sourceId}".`);
  return place;
}

/**
 * The search the filters describe. A region or place that does not exist is a 400 naming its
 * parameter, like any other filter value the API does not know (not an empty result, which
 * would read as "no campgrounds there").
 */
export async function resolveSearch(
  db: Db,
  filter: ParsedSearchFilters,
  now: Date = new Date(),
): Promise<CampgroundSearch> {
  // Checked first: a malformed stay is a 400 whatever else the query names.
  const availability = availabilityOf(filter, now);
  const corridor = corridorOf(filter.trip_route, filter.tri_segment);
  // One after another: usually one is given, and with several unknown the error names the first.
  const regionCode = await resolveRegionCode(db, filter.region);
  const near = await resolvePlace(db, 'filter[near]', filter.near);
  const adminArea = await resolvePlace(db, 'filter[admin_area]', filter.admin_area);
  const resolved: ResolvedLocations = {};
  if (regionCode !== undefined) resolved.regionCode = regionCode;
  if (near) resolved.near = near;
  if (adminArea) resolved.adminArea = adminArea;
  const search = toSearch(filter, resolved);
  if (availability) search.availability = availability;
  if (corridor) search.corridor = corridor;
  return search;
}

export async function getCampgroundPage(db: Db, request: CampgroundListRequest) {
  const search = await resolveSearch(db, request.filter, request.now);
  const sort = search.corridor && !request.sortGiven ? 'route' : request.sort;
  if (sort === 'route' && !search.corridor) {
    throw AppError.invalidParameter('sort', 'sort=route needs filter[trip_route].');
  }
  const from = distancePoint(request.filter, search);
  if (request.sort === 'distance' && !from) {
    throw AppError.invalidParameter(
      'sort',
      'sort=distance needs a point: filter[around], filter[near], filter[admin_area], filter[origin] or filter[bbox].',
    );
  }
  const { rows, total } = await searchCampgrounds(db, search, sort, request.page, from);
  const { data, included } = await serializeWithIncludes(
    db,
    rows,
    request.include,
    request.viewer ?? null,
    request.storage,
  );
  // A merged duplicate's old address (the web's lookup by state and slug) says where it went.
  const mergedInto =
    total === 0 && search.regionCode !== undefined && search.slug !== undefined
      ? await findMergedInto(db, search.regionCode, search.slug)
      : null;
  const routePositions: RoutePosition[] | null = search.corridor ? routePositionsOf(search.corridor, rows) : null;
  return { data, included, total, mergedInto, routePositions };
}
