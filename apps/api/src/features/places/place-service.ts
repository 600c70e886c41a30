// Place use cases: one place by public id, or a filtered, sorted page of them.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { ResourceObject } from '../../jsonapi/document.ts';
import type { Page } from '../../jsonapi/query.ts';
import { findRegion } from '../regions/region-repository.ts';
import { findPlaceByPublicId, searchPlaces, type PlaceSearch } from './place-repository.ts';
import type { PlaceFilter, PlaceSort } from './place-schemas.ts';
import { placeResource } from './place-serializer.ts';

export async function getPlace(db: Db, publicId: string): Promise<ResourceObject> {
  const place = await findPlaceByPublicId(db, publicId);
  if (!place) throw AppError.notFound(`No place "${publicId}".`);
  return placeResource(place);
}

export interface PlaceListRequest {
  filter: PlaceFilter;
  sort: PlaceSort;
  page: Page;
}

/** An unknown region is a 400 naming filter[region], as on /campgrounds. */
async function toSearch(db: Db, filter: PlaceFilter): Promise<PlaceSearch> {
  const search: PlaceSearch = {};
  if (filter.region !== undefined) {
    const region = await findRegion(db, filter.region);
    if (!region) throw AppError.invalidParameter('filter[region]', `filter[region]: no region "${filter.region}".`);
    search.regionCode = region.code;
  }
  if (filter.kind !== undefined) search.kinds = filter.kind;
  if (filter.slug !== undefined) search.slug = filter.slug;
  if (filter['has-campgrounds']) search.hasCampgrounds = true;
  return search;
}

export async function getPlacePage(
  db: Db,
  request: PlaceListRequest,
): Promise<{ data: ResourceObject[]; total: number }> {
  const { rows, total } = await searchPlaces(db, await toSearch(db, request.filter), request.sort, request.page);
  return { data: rows.map(placeResource), total };
}
