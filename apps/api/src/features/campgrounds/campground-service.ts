// Campground use cases: one campground, or a filtered, sorted page of them, with includes.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ResourceObject } from '../../jsonapi/document.ts';
import type { Page } from '../../jsonapi/query.ts';
import { findRegion } from '../regions/region-repository.ts';
import { regionResource } from '../regions/region-serializer.ts';
import {
  findCampgroundById,
  findNearbyCampgrounds,
  searchCampgrounds,
  type CampgroundRecord,
} from './campground-repository.ts';
import type { CampgroundSort } from './campground-schemas.ts';
import { distancePoint, toSearch, type CampgroundSearch, type ParsedSearchFilters } from './campground-search.ts';
import { campgroundResource } from './campground-serializer.ts';

export const NEARBY_LIMIT = 6;

interface Serialized {
  data: ResourceObject[];
  included: ResourceObject[];
}

async function serializeWithIncludes(db: Db, rows: CampgroundRecord[], include: Set<string>): Promise<Serialized> {
  const included: ResourceObject[] = [];
  const nearbyById = new Map<number, CampgroundRecord[]>();
  if (include.has('nearby')) {
    const lists = await Promise.all(rows.map((row) => findNearbyCampgrounds(db, row, NEARBY_LIMIT)));
    rows.forEach((row, index) => nearbyById.set(row.id, lists[index] ?? []));
    for (const list of lists) included.push(...list.map((near) => campgroundResource(near)));
  }
  if (include.has('region')) {
    const codes = [...new Set(rows.map((row) => row.regionCode))];
    const found = await Promise.all(codes.map((code) => findRegion(db, code)));
    for (const region of found) if (region) included.push(regionResource(region));
  }
  const data = rows.map((row) =>
    campgroundResource(row, include.has('nearby') ? (nearbyById.get(row.id) ?? []).map((n) => n.id) : undefined),
  );
  return { data, included };
}

export async function getCampground(db: Db, id: number, include: Set<string>) {
  const row = await findCampgroundById(db, id);
  if (!row) throw AppError.notFound(`No campground with id ${id}.`);
  const { data, included } = await serializeWithIncludes(db, [row], include);
  return { data: data[0]!, included };
}

export interface CampgroundListRequest {
  filter: ParsedSearchFilters;
  include: Set<string>;
  sort: CampgroundSort;
  page: Page;
}

/** The search the filters describe, or null when the region is unknown (matches nothing). */
export async function resolveSearch(db: Db, filter: ParsedSearchFilters): Promise<CampgroundSearch | null> {
  let regionCode: string | undefined;
  if (filter.region !== undefined) {
    const region = await findRegion(db, filter.region);
    if (!region) return null;
    regionCode = region.code;
  }
  return toSearch(filter, regionCode);
}

export async function getCampgroundPage(db: Db, request: CampgroundListRequest) {
  const from = distancePoint(request.filter);
  if (request.sort === 'distance' && !from) {
    throw AppError.invalidParameter(
      'sort',
      'sort=distance needs a point: filter[around], filter[origin] or filter[bbox].',
    );
  }
  const search = await resolveSearch(db, request.filter);
  // An unknown region matches nothing, as any other filter value would.
  if (!search) return { data: [], included: [], total: 0 };
  const { rows, total } = await searchCampgrounds(db, search, request.sort, request.page, from);
  const { data, included } = await serializeWithIncludes(db, rows, request.include);
  return { data, included, total };
}
