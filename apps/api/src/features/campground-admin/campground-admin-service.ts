// Admin moderation of campgrounds (issue 14): hide one with a reason, show it again, and merge a
// duplicate into another campground. Each write locks the campgrounds involved, keeps the counts
// the public reads (map clusters, state and place counts) in step, and drops the map caches once
// committed.
import type { AppContext } from '../../app-context.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import type { Page } from '../../jsonapi/query.ts';
import {
  findCampgroundById,
  findCampgroundsByIds,
  type CampgroundRecord,
} from '../campgrounds/campground-repository.ts';
import { markMapCellsChanged } from '../campgrounds/map-cells.ts';
import { recomputeConnectivity } from '../field-reports/connectivity-repository.ts';
import { recomputeCampgroundRating } from '../reviews/review-repository.ts';
import {
  hasBookingsOrOwners,
  listHiddenIds,
  lockCampgrounds,
  moveCommunityContent,
  setHidden,
  type ModeratedCampground,
  type MovedCounts,
} from './campground-admin-repository.ts';
import { refreshCountsAfterVisibilityChange } from './visibility-counts.ts';

function notFound(id: number): AppError {
  return AppError.notFound(`No campground with id ${id}.`);
}

async function reload(db: Db, id: number): Promise<CampgroundRecord> {
  const row = await findCampgroundById(db, id);
  if (!row) throw notFound(id);
  return row;
}

/** Runs the write, then tells the map caches (after the commit, so no stale answer outlives it). */
async function moderate<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  const result = await db.transaction(async (tx) => write(tx as unknown as Db));
  markMapCellsChanged();
  return result;
}

export async function hideCampground(ctx: AppContext, id: number, reason: string): Promise<CampgroundRecord> {
  await moderate(ctx.db, async (tx) => {
    const row = (await lockCampgrounds(tx, [id])).get(id);
    if (!row) throw notFound(id);
    if (row.mergedIntoId !== null) {
      throw AppError.unprocessable('Already merged', 'This campground was merged into another and stays hidden.');
    }
    await setHidden(tx, id, { at: row.hiddenAt ?? ctx.clock(), reason });
    if (row.hiddenAt === null) await refreshCountsAfterVisibilityChange(tx, row, -1);
  });
  return reload(ctx.db, id);
}

export async function unhideCampground(ctx: AppContext, id: number): Promise<CampgroundRecord> {
  await moderate(ctx.db, async (tx) => {
    const row = (await lockCampgrounds(tx, [id])).get(id);
    if (!row) throw notFound(id);
    if (row.mergedIntoId !== null) {
      throw AppError.unprocessable(
        'Merged campground',
        'A campground merged into another cannot be shown again: its reviews and photos moved to the other one.',
      );
    }
    if (row.hiddenAt === null) return;
    await setHidden(tx, id, null);
    await refreshCountsAfterVisibilityChange(tx, row, 1);
  });
  return reload(ctx.db, id);
}

function checkMergeable(
  duplicate: ModeratedCampground | undefined,
  target: ModeratedCampground | undefined,
  ids: {
    duplicateId: number;
    targetId: number;
  },
): asserts duplicate is ModeratedCampground {
  if (!duplicate) throw notFound(ids.duplicateId);
  if (duplicate.mergedIntoId !== null) {
    throw AppError.unprocessable('Already merged', 'This campground was already merged into another.');
  }
  if (ids.targetId === ids.duplicateId) {
    throw AppError.validation([
      { pointer: '/data/relationships/target', detail: 'A campground cannot be merged into itself.' },
    ]);
  }
  if (!target) {
    throw AppError.validation([{ pointer: '/data/relationships/target', detail: 'No such campground to merge into.' }]);
  }
  if (target.hiddenAt !== null) {
    throw AppError.validation([
      { pointer: '/data/relationships/target', detail: 'Merge into a visible campground, not a hidden or merged one.' },
    ]);
  }
}

export interface MergeResult {
  target: CampgroundRecord;
  moved: MovedCounts;
}

/**
 * Moves the duplicate's reviews, photos, field reports and saved-list entries to the target,
 * recomputes the target's rating and connectivity, and hides the duplicate as merged. A duplicate
 * with booking inventory, stays, an approved claim or managers is refused (409 has-bookings):
 * those belong to an owner, and moving them is not an admin's call.
 */
export async function mergeCampground(ctx: AppContext, duplicateId: number, targetId: number): Promise<MergeResult> {
  const moved = await moderate(ctx.db, async (tx) => {
    const locked = await lockCampgrounds(tx, [duplicateId, targetId]);
    const duplicate = locked.get(duplicateId);
    checkMergeable(duplicate, locked.get(targetId), { duplicateId, targetId });
    if (await hasBookingsOrOwners(tx, duplicateId)) {
      throw AppError.conflict(
        'Has bookings',
        'This campground has booking inventory, reservations, an approved claim or managers, so it cannot be merged.',
        undefined,
        'has-bookings',
      );
    }
    const counts = await moveCommunityContent(tx, duplicateId, targetId);
    const now = ctx.clock();
    for (const id of [targetId, duplicateId]) {
      await recomputeCampgroundRating(tx, id);
      await recomputeConnectivity(tx, id, now);
    }
    await setHidden(tx, duplicateId, {
      at: duplicate.hiddenAt ?? now,
      reason: `Merged into campground ${targetId}.`,
      mergedIntoId: targetId,
    });
    if (duplicate.hiddenAt === null) await refreshCountsAfterVisibilityChange(tx, duplicate, -1);
    return counts;
  });
  return { target: await reload(ctx.db, targetId), moved };
}

/** Hidden campgrounds (merged ones included), most recently hidden first: the admin's undo list. */
export async function listHiddenCampgrounds(db: Db, page: Page): Promise<{ rows: CampgroundRecord[]; total: number }> {
  const { ids, total } = await listHiddenIds(db, page);
  const rows = await findCampgroundsByIds(db, ids);
  const order = new Map(ids.map((id, index) => [id, index]));
  rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { rows, total };
}
