// The public's answer for a hidden campground (issue 14): a 404 like any missing one, and for a
// merged duplicate the campground it became, so the web can redirect its old URL there.
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { findCampgroundById, type CampgroundRecord } from './campground-repository.ts';

/** Follows merges a few steps (a target merged later into a third); never loops. */
const MAX_MERGE_HOPS = 5;

async function mergeTarget(db: Db, row: CampgroundRecord): Promise<CampgroundRecord | null> {
  let current = row;
  for (let hop = 0; hop < MAX_MERGE_HOPS && current.mergedIntoId !== null; hop++) {
    const next = await findCampgroundById(db, current.mergedIntoId);
    if (!next) return null;
    if (next.hiddenAt === null) return next;
    current = next;
  }
  return null;
}

export interface MergedInto {
  id: string;
  slug: string;
  'region-slug': string;
}

function mergedInto(target: CampgroundRecord): MergedInto {
  return { id: String(target.id), slug: target.slug, 'region-slug': target.regionSlug };
}

export async function hiddenCampgroundError(db: Db, row: CampgroundRecord): Promise<AppError> {
  const target = row.mergedIntoId === null ? null : await mergeTarget(db, row);
  return new AppError({
    status: 404,
    code: 'not_found',
    title: 'Not found',
    detail: `No campground with id ${row.id}.`,
    ...(target && { meta: { 'merged-into': mergedInto(target) } }),
  });
}

/** Where a merged campground's old address (its state and slug) now lives; null for any other. */
export async function findMergedInto(db: Db, regionCode: string, slug: string): Promise<MergedInto | null> {
  const [merged] = await db
    .select({ id: campgrounds.id })
    .from(campgrounds)
    .where(and(eq(campgrounds.regionCode, regionCode), eq(campgrounds.slug, slug), isNotNull(campgrounds.mergedIntoId)))
    .limit(1);
  const row = merged ? await findCampgroundById(db, merged.id) : null;
  const target = row ? await mergeTarget(db, row) : null;
  return target ? mergedInto(target) : null;
}
