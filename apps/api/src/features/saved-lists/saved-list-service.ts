// Saved-list use cases. The rules: every camper has at most one default list, made on first save;
// names are 1–60 characters and unique per camper in any case; a campground is in a list at most
// once; saving is idempotent; unsaving takes the campground out of all the camper's lists.
import { DEFAULT_SAVED_LIST_NAME } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { findCampgroundById, type CampgroundRecord } from '../campgrounds/campground-repository.ts';
import {
  addItem,
  campgroundExists,
  deleteSavedList,
  ensureDefaultList,
  findSavedList,
  insertSavedList,
  listItems,
  listSavedLists,
  removeFromAllLists,
  removeItem,
  renameSavedList,
  savedCampgroundIds,
  type SavedListItemRecord,
  type SavedListRecord,
} from './saved-list-repository.ts';

export interface SavedListContext {
  db: Db;
  clock: () => Date;
}

async function reread(db: Db, id: number): Promise<SavedListRecord> {
  const list = await findSavedList(db, id);
  // Deleted between the write and this read (the camper in another tab): as if never there.
  if (!list) throw AppError.notFound(`No saved list with id ${id}.`);
  return list;
}

async function requireCampground(db: Db, campgroundId: number): Promise<void> {
  if (!(await campgroundExists(db, campgroundId))) {
    throw AppError.validation([
      { pointer: attributePointer('campground-id'), detail: `No campground with id ${campgroundId}.` },
    ]);
  }
}

export const getSavedCampgroundIds = savedCampgroundIds;
export const getSavedLists = listSavedLists;

export async function createList(ctx: SavedListContext, userId: number, name: string): Promise<SavedListRecord> {
  return reread(ctx.db, await insertSavedList(ctx.db, { userId, name, now: ctx.clock() }));
}

/** Renaming keeps a default list the default: the name is the camper's, the role is not. */
export async function renameList(ctx: SavedListContext, listId: number, name: string): Promise<SavedListRecord> {
  await renameSavedList(ctx.db, listId, name, ctx.clock());
  return reread(ctx.db, listId);
}

/**
 * Any list may be deleted, the default too, with its items: campers expect "delete" to delete.
 * The next save without a list makes a fresh default.
 */
export function deleteList(ctx: SavedListContext, listId: number): Promise<void> {
  return deleteSavedList(ctx.db, listId);
}

export async function addToList(ctx: SavedListContext, listId: number, campgroundId: number) {
  await requireCampground(ctx.db, campgroundId);
  await addItem(ctx.db, listId, campgroundId, ctx.clock());
  return reread(ctx.db, listId);
}

export async function removeFromList(ctx: SavedListContext, listId: number, campgroundId: number): Promise<void> {
  await removeItem(ctx.db, listId, campgroundId);
}

export interface ListItemsResult {
  items: SavedListItemRecord[];
  campgrounds: CampgroundRecord[];
}

/** A list's items, and their campgrounds when asked (personal lists are short; one read each). */
export async function getListItems(ctx: SavedListContext, listId: number, withCampgrounds: boolean) {
  const items = await listItems(ctx.db, listId);
  if (!withCampgrounds) return { items, campgrounds: [] };
  const found = await Promise.all(items.map((item) => findCampgroundById(ctx.db, item.campgroundId)));
  return { items, campgrounds: found.filter((row): row is CampgroundRecord => row !== null) };
}

/** Saves to the given list (one of the camper's), or to the default list, made on first use. */
export async function saveCampground(
  ctx: SavedListContext,
  userId: number,
  campgroundId: number,
  listId?: number,
): Promise<SavedListRecord> {
  await requireCampground(ctx.db, campgroundId);
  const now = ctx.clock();
  let target: number;
  if (listId === undefined) {
    target = await ensureDefaultList(ctx.db, userId, DEFAULT_SAVED_LIST_NAME, now);
  } else {
    const list = await findSavedList(ctx.db, listId);
    // Someone else's list is reported like a missing one: list ids are not for probing.
    if (!list || list.userId !== userId) {
      throw AppError.validation([
        { pointer: attributePointer('list-id'), detail: `You have no list with id ${listId}.` },
      ]);
    }
    target = list.id;
  }
  await addItem(ctx.db, target, campgroundId, now);
  return reread(ctx.db, target);
}

export function unsaveCampground(ctx: SavedListContext, userId: number, campgroundId: number): Promise<void> {
  return removeFromAllLists(ctx.db, userId, campgroundId);
}
