// The what's-new lists as resources: each review and field report names its campground, and the
// campgrounds come along as included resources when asked (include=campground).
import type { Db } from '../../db/client.ts';
import type { ResourceObject } from '../../jsonapi/document.ts';
import type { Page } from '../../jsonapi/query.ts';
import { findCampgroundsByIds } from '../campgrounds/campground-repository.ts';
import type { Circle } from '../campgrounds/campground-search.ts';
import { campgroundResource } from '../campgrounds/campground-serializer.ts';
import { fieldReportResource } from '../field-reports/field-report-serializer.ts';
import { reviewResource } from '../reviews/review-serializer.ts';
import {
  firstImportFinishedAt,
  listChangedCampgrounds,
  listNewFieldReports,
  listNewReviews,
} from './whats-new-repository.ts';
import type { CampgroundChange } from './whats-new-schemas.ts';

export interface NewItems {
  data: ResourceObject[];
  included: ResourceObject[];
  total: number;
  /** Members of the list's meta beyond paging. */
  meta?: Record<string, unknown>;
}

async function campgroundsOf(db: Db, ids: number[], include: boolean): Promise<ResourceObject[]> {
  if (!include) return [];
  return (await findCampgroundsByIds(db, ids)).map((row) => campgroundResource(row));
}

export async function getChangedCampgrounds(
  db: Db,
  change: CampgroundChange,
  around: Circle | undefined,
  page: Page,
): Promise<NewItems> {
  // "Added" after a fresh import would be import order among rows sharing one time: only
  // campgrounds that came after the first import are news.
  const addedSince = change === 'added' ? await firstImportFinishedAt(db) : null;
  const { rows, total } = await listChangedCampgrounds(db, change, around, page, addedSince);
  return {
    data: rows.map((row) => campgroundResource(row)),
    included: [],
    total,
    meta: change === 'added' ? { 'added-since': addedSince?.toISOString() ?? null } : {},
  };
}

export async function getNewReviews(
  db: Db,
  around: Circle | undefined,
  page: Page,
  includeCampground: boolean,
): Promise<NewItems> {
  const { rows, total } = await listNewReviews(db, around, page);
  const included = await campgroundsOf(
    db,
    rows.map((row) => row.campgroundId),
    includeCampground,
  );
  return { data: rows.map((row) => reviewResource(row, null)), included, total };
}

export async function getNewFieldReports(
  db: Db,
  around: Circle | undefined,
  page: Page,
  includeCampground: boolean,
): Promise<NewItems> {
  const { rows, total } = await listNewFieldReports(db, around, page);
  const included = await campgroundsOf(
    db,
    rows.map((row) => row.campgroundId),
    includeCampground,
  );
  return { data: rows.map((row) => fieldReportResource(row, null)), included, total };
}
