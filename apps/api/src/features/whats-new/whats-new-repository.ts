// What changed lately: campgrounds by when they were added or last updated, and the newest
// visible reviews and field reports, optionally only at campgrounds within a circle. Hidden
// campgrounds and hidden contributions never show: this feed is public and shared.
import { and, desc, eq, gt, isNull, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, dataImports, fieldReports, reviews, users } from '../../db/schema/index.ts';
import type { Page } from '../../jsonapi/query.ts';
import { type CampgroundRecord, findCampgroundsByIds, searchConditions } from '../campgrounds/campground-repository.ts';
import type { Circle } from '../campgrounds/campground-search.ts';
import {
  columns as fieldReportColumns,
  type FieldReportRecord,
  withSignals,
} from '../field-reports/field-report-repository.ts';
import { reviewColumns, type ReviewRecord } from '../reviews/review-repository.ts';
import type { CampgroundChange } from './whats-new-schemas.ts';

interface Listed<T> {
  rows: T[];
  total: number;
}

function offset(page: Page): number {
  return (page.number - 1) * page.size;
}

/** Visible campgrounds, within the circle when one is given. */
function campgroundConditions(around: Circle | undefined): SQL | undefined {
  return searchConditions(around ? { around } : {});
}

const CHANGE_COLUMN = { added: campgrounds.createdAt, updated: campgrounds.updatedAt } as const;

/**
 * When the first open-data import finished; null before any. Every campground it wrote was
 * created before that moment, so one created after it was added since: approved by an admin
 * from a camper's or owner's suggestion, or new in a later import.
 */
export async function firstImportFinishedAt(db: Db): Promise<Date | null> {
  const [row] = await db.select({ at: min(dataImports.finishedAt) }).from(dataImports);
  return row?.at ?? null;
}

export async function listChangedCampgrounds(
  db: Db,
  change: CampgroundChange,
  around: Circle | undefined,
  page: Page,
  /** 'added' lists only campgrounds created after this moment (the first import), when given. */
  addedAfter: Date | null,
): Promise<Listed<CampgroundRecord>> {
  // An import writes created_at and updated_at in one statement: "updated" means changed later.
  const conditions = [campgroundConditions(around)];
  if (change === 'updated') conditions.push(gt(campgrounds.updatedAt, campgrounds.createdAt));
  if (change === 'added' && addedAfter) conditions.push(gt(campgrounds.createdAt, addedAfter));
  const where = and(...conditions);
  const [idRows, counted] = await Promise.all([
    db
      .select({ id: campgrounds.id })
      .from(campgrounds)
      .where(where)
      .orderBy(desc(CHANGE_COLUMN[change]), desc(campgrounds.id))
      .limit(page.size)
      .offset(offset(page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(campgrounds)
      .where(where),
  ]);
  const ids = idRows.map((row) => row.id);
  const byId = new Map((await findCampgroundsByIds(db, ids)).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), total: counted[0]?.n ?? 0 };
}

export async function listNewReviews(db: Db, around: Circle | undefined, page: Page): Promise<Listed<ReviewRecord>> {
  const where = and(isNull(reviews.hiddenAt), campgroundConditions(around));
  const [rows, counted] = await Promise.all([
    db
      // The feed is the same for everyone: no viewer, so no vote of theirs.
      .select(reviewColumns(null))
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(campgrounds, eq(campgrounds.id, reviews.campgroundId))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(page.size)
      .offset(offset(page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .innerJoin(campgrounds, eq(campgrounds.id, reviews.campgroundId))
      .where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

export async function listNewFieldReports(
  db: Db,
  around: Circle | undefined,
  page: Page,
): Promise<Listed<FieldReportRecord>> {
  const where = and(isNull(fieldReports.hiddenAt), campgroundConditions(around));
  const [rows, counted] = await Promise.all([
    db
      .select(fieldReportColumns)
      .from(fieldReports)
      .innerJoin(users, eq(users.id, fieldReports.userId))
      .innerJoin(campgrounds, eq(campgrounds.id, fieldReports.campgroundId))
      .where(where)
      .orderBy(desc(fieldReports.createdAt), desc(fieldReports.id))
      .limit(page.size)
      .offset(offset(page)),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(fieldReports)
      .innerJoin(campgrounds, eq(campgrounds.id, fieldReports.campgroundId))
      .where(where),
  ]);
  return { rows: await withSignals(db, rows), total: counted[0]?.n ?? 0 };
}
