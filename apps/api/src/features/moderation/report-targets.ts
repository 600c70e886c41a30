// What moderation needs from each kind of reportable content, one small adapter per type:
// does a visible record exist, what a moderator sees of it, and (for user content) hiding it.
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { HideableTargetType, ReportTargetType } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { campgrounds, fieldReports, photos, regions, reviews, users } from '../../db/schema/index.ts';
import { setFieldReportHidden } from '../field-reports/field-report-repository.ts';
import { setPhotoHidden } from '../photos/photo-repository.ts';
import { setReviewHidden } from '../reviews/review-repository.ts';

/** Enough of the campground to link to its page (/camping/{region-slug}/{slug}). */
export interface TargetCampground {
  id: number;
  name: string;
  slug: string;
  regionSlug: string;
}

/** What the admin reports list shows of a reported record. */
export interface TargetSummary {
  type: ReportTargetType;
  id: number;
  excerpt: string;
  authorId: number | null;
  authorName: string | null;
  campground: TargetCampground;
  hidden: boolean;
}

export interface ReportTarget {
  type: ReportTargetType;
  /** True when the record exists and is not hidden: only what campers can see can be reported. */
  isVisible(db: Db, id: number): Promise<boolean>;
  /** Summaries of the records that still exist, by id (deleted ones are left out). */
  summaries(db: Db, ids: readonly number[]): Promise<Map<number, TargetSummary>>;
}

export interface HideableContent extends ReportTarget {
  type: HideableTargetType;
  /**
   * Sets or clears hidden_at and recomputes what depends on the content (a review's rating, a
   * field report's connectivity); false when there is no such record. `now` is the app's clock.
   */
  setHidden(db: Db, id: number, hidden: boolean, now: Date): Promise<boolean>;
}

// A moderator needs to recognise the content, not read all of it.
export const EXCERPT_LENGTH = 280;

export function excerpt(parts: readonly (string | null | undefined)[]): string {
  const text = parts
    .filter((part): part is string => Boolean(part?.trim()))
    .join(' — ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;
}

// Same rule as the reviews contract: the user's full name, else "Camper".
const authorName = sql<string>`coalesce(nullif(trim(${users.fullName}), ''), 'Camper')`;

const campgroundColumns = {
  campgroundId: campgrounds.id,
  campgroundName: campgrounds.name,
  campgroundSlug: campgrounds.slug,
  regionSlug: regions.slug,
};

function campgroundOf(row: {
  campgroundId: number;
  campgroundName: string;
  campgroundSlug: string;
  regionSlug: string;
}): TargetCampground {
  return { id: row.campgroundId, name: row.campgroundName, slug: row.campgroundSlug, regionSlug: row.regionSlug };
}

const reviewTarget: HideableContent = {
  type: 'review',
  async isVisible(db, id) {
    const rows = await db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.id, id), isNull(reviews.hiddenAt)));
    return rows.length > 0;
  },
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: reviews.id,
        title: reviews.title,
        body: reviews.body,
        hiddenAt: reviews.hiddenAt,
        authorId: users.id,
        authorName,
        ...campgroundColumns,
      })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .innerJoin(campgrounds, eq(campgrounds.id, reviews.campgroundId))
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(inArray(reviews.id, [...ids]));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          type: 'review',
          id: row.id,
          excerpt: excerpt([row.title, row.body]),
          authorId: row.authorId,
          authorName: row.authorName,
          campground: campgroundOf(row),
          hidden: row.hiddenAt !== null,
        },
      ]),
    );
  },
  // The reviews feature recomputes the campground's rating in the same transaction.
  setHidden: (db, id, hidden, now) => setReviewHidden(db, id, hidden, now),
};

const photoTarget: HideableContent = {
  type: 'photo',
  async isVisible(db, id) {
    const rows = await db
      .select({ id: photos.id })
      .from(photos)
      .where(and(eq(photos.id, id), isNull(photos.hiddenAt)));
    return rows.length > 0;
  },
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: photos.id,
        caption: photos.caption,
        hiddenAt: photos.hiddenAt,
        authorId: users.id,
        authorName,
        ...campgroundColumns,
      })
      .from(photos)
      .innerJoin(users, eq(users.id, photos.userId))
      .innerJoin(campgrounds, eq(campgrounds.id, photos.campgroundId))
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(inArray(photos.id, [...ids]));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          type: 'photo',
          id: row.id,
          excerpt: excerpt([row.caption]) || 'Photo without a caption',
          authorId: row.authorId,
          authorName: row.authorName,
          campground: campgroundOf(row),
          hidden: row.hiddenAt !== null,
        },
      ]),
    );
  },
  setHidden: (db, id, hidden) => setPhotoHidden(db, id, hidden),
};

const fieldReportTarget: HideableContent = {
  type: 'field-report',
  async isVisible(db, id) {
    const rows = await db
      .select({ id: fieldReports.id })
      .from(fieldReports)
      .where(and(eq(fieldReports.id, id), isNull(fieldReports.hiddenAt)));
    return rows.length > 0;
  },
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({
        id: fieldReports.id,
        visitedOn: fieldReports.visitedOn,
        roadNotes: fieldReports.roadNotes,
        accessNotes: fieldReports.accessNotes,
        siteNotes: fieldReports.siteNotes,
        hiddenAt: fieldReports.hiddenAt,
        authorId: users.id,
        authorName,
        ...campgroundColumns,
      })
      .from(fieldReports)
      .innerJoin(users, eq(users.id, fieldReports.userId))
      .innerJoin(campgrounds, eq(campgrounds.id, fieldReports.campgroundId))
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(inArray(fieldReports.id, [...ids]));
    return new Map(
      rows.map((row) => [
        row.id,
        {
          type: 'field-report',
          id: row.id,
          excerpt: excerpt([row.roadNotes, row.accessNotes, row.siteNotes]) || `Signal report from ${row.visitedOn}`,
          authorId: row.authorId,
          authorName: row.authorName,
          campground: campgroundOf(row),
          hidden: row.hiddenAt !== null,
        },
      ]),
    );
  },
  // The field reports feature recomputes the campground's connectivity in the same transaction.
  setHidden: (db, id, hidden, now) => setFieldReportHidden(db, id, hidden, now),
};

const campgroundTarget: ReportTarget = {
  type: 'campground',
  async isVisible(db, id) {
    const rows = await db.select({ id: campgrounds.id }).from(campgrounds).where(eq(campgrounds.id, id));
    return rows.length > 0;
  },
  async summaries(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ nearestTown: campgrounds.nearestTown, regionName: regions.name, ...campgroundColumns })
      .from(campgrounds)
      .innerJoin(regions, eq(regions.code, campgrounds.regionCode))
      .where(inArray(campgrounds.id, [...ids]));
    return new Map(
      rows.map((row) => [
        row.campgroundId,
        {
          type: 'campground',
          id: row.campgroundId,
          excerpt: excerpt([row.campgroundName, row.nearestTown ? `near ${row.nearestTown}` : null, row.regionName]),
          authorId: null,
          authorName: null,
          campground: campgroundOf(row),
          hidden: false,
        },
      ]),
    );
  },
};

export const HIDEABLE_CONTENT: Record<HideableTargetType, HideableContent> = {
  review: reviewTarget,
  photo: photoTarget,
  'field-report': fieldReportTarget,
};

export const REPORT_TARGETS: Record<ReportTargetType, ReportTarget> = {
  ...HIDEABLE_CONTENT,
  campground: campgroundTarget,
};
