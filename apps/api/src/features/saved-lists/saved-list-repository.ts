// SQL for saved lists and their items. Ownership is checked by the service; every function
// here that writes takes the ids it was given at face value.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { campgrounds, savedListItems, savedLists } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { isUniqueViolation } from '../../errors/database-errors.ts';
import { visibleCampground, visibleCampgroundAs } from '../campgrounds/visible-campground.ts';
import { SAVED_LIST_MESSAGES } from '@campwise/domain';

export interface SavedListRecord {
  id: number;
  userId: number;
  name: string;
  isDefault: boolean;
  /** Newest first: what the camper saved last is what they look for first. */
  campgroundIds: number[];
  createdAt: Date;
  updatedAt: Date;
}

export interface SavedListItemRecord {
  listId: number;
  campgroundId: number;
  createdAt: Date;
}

function nameTaken(): AppError {
  return AppError.conflict('Name in use', SAVED_LIST_MESSAGES.nameTaken, { pointer: '/data/attributes/name' });
}

// Ids as an array aggregated in the same query, so a list and its count never disagree. A
// campground an admin hid (or merged away) leaves every list the camper sees; its rows stay, so
// it comes back if it is shown again. The outer list is named in full: Drizzle writes a lone
// table's column unqualified ("id"), which inside the subquery would be the campground's id.
const listColumns = {
  id: savedLists.id,
  userId: savedLists.userId,
  name: savedLists.name,
  isDefault: savedLists.isDefault,
  campgroundIds: sql<number[]>`coalesce(
    (select array_agg(i.campground_id order by i.created_at desc, i.campground_id desc)
       from ${savedListItems} i join ${campgrounds} c on c.id = i.campground_id
       where i.list_id = saved_lists.id and ${visibleCampgroundAs('c')}),
    '{}'::int[])`.as('campground_ids'),
  createdAt: savedLists.createdAt,
  updatedAt: savedLists.updatedAt,
};

export async function findSavedList(db: Db, id: number): Promise<SavedListRecord | null> {
  const [row] = await db.select(listColumns).from(savedLists).where(eq(savedLists.id, id)).limit(1);
  return row ?? null;
}

/** The default list first, then by name as the camper reads it. */
export function listSavedLists(db: Db, userId: number): Promise<SavedListRecord[]> {
  return db
    .select(listColumns)
    .from(savedLists)
    .where(eq(savedLists.userId, userId))
    .orderBy(desc(savedLists.isDefault), sql`lower(${savedLists.name})`, asc(savedLists.id));
}

export async function insertSavedList(
  db: Db,
  values: { userId: number; name: string; isDefault?: boolean; now: Date },
): Promise<number> {
  try {
    const [row] = await db
      .insert(savedLists)
      .values({
        userId: values.userId,
        name: values.name,
        isDefault: values.isDefault ?? false,
        createdAt: values.now,
        updatedAt: values.now,
      })
      .returning({ id: savedLists.id });
    return row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'saved_lists_user_name_idx')) throw nameTaken();
    throw error;
  }
}

/**
 * The user's default list, made on first use. A list the camper already named like the default
 * becomes it; two first saves racing meet at the unique indexes and both read the one winner.
 */
export async function ensureDefaultList(db: Db, userId: number, name: string, now: Date): Promise<number> {
  const existing = async () => {
    const [row] = await db
      .select({ id: savedLists.id })
      .from(savedLists)
      .where(and(eq(savedLists.userId, userId), eq(savedLists.isDefault, true)))
      .limit(1);
    return row?.id ?? null;
  };
  const found = await existing();
  if (found !== null) return found;
  const [adopted] = await db
    .update(savedLists)
    .set({ isDefault: true, updatedAt: now })
    .where(and(eq(savedLists.userId, userId), sql`lower(${savedLists.name}) = lower(${name})`))
    .returning({ id: savedLists.id })
    .catch((error: unknown) => {
      // Someone else made a default in between: theirs wins.
      if (isUniqueViolation(error, 'saved_lists_one_default_idx')) return [];
      throw error;
    });
  if (adopted) return adopted.id;
  const [inserted] = await db
    .insert(savedLists)
    .values({ userId, name, isDefault: true, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ id: savedLists.id });
  if (inserted) return inserted.id;
  const raced = await existing();
  if (raced === null) throw new Error('default saved list vanished while being created');
  return raced;
}

export async function renameSavedList(db: Db, id: number, name: string, now: Date): Promise<void> {
  try {
    await db.update(savedLists).set({ name, updatedAt: now }).where(eq(savedLists.id, id));
  } catch (error) {
    if (isUniqueViolation(error, 'saved_lists_user_name_idx')) throw nameTaken();
    throw error;
  }
}

export async function deleteSavedList(db: Db, id: number): Promise<void> {
  await db.delete(savedLists).where(eq(savedLists.id, id));
}

/** Adding what is already there changes nothing, not even when it was added. */
export async function addItem(db: Db, listId: number, campgroundId: number, now: Date): Promise<void> {
  await db.insert(savedListItems).values({ listId, campgroundId, createdAt: now }).onConflictDoNothing();
  await db.update(savedLists).set({ updatedAt: now }).where(eq(savedLists.id, listId));
}

export async function removeItem(db: Db, listId: number, campgroundId: number): Promise<void> {
  await db
    .delete(savedListItems)
    .where(and(eq(savedListItems.listId, listId), eq(savedListItems.campgroundId, campgroundId)));
}

/** Takes the campground out of every list of the user's. */
export async function removeFromAllLists(db: Db, userId: number, campgroundId: number): Promise<void> {
  await db
    .delete(savedListItems)
    .where(
      and(
        eq(savedListItems.campgroundId, campgroundId),
        inArray(
          savedListItems.listId,
          db.select({ id: savedLists.id }).from(savedLists).where(eq(savedLists.userId, userId)),
        ),
      ),
    );
}

export function listItems(db: Db, listId: number): Promise<SavedListItemRecord[]> {
  return db
    .select({
      listId: savedListItems.listId,
      campgroundId: savedListItems.campgroundId,
      createdAt: savedListItems.createdAt,
    })
    .from(savedListItems)
    .innerJoin(campgrounds, eq(campgrounds.id, savedListItems.campgroundId))
    .where(and(eq(savedListItems.listId, listId), visibleCampground))
    .orderBy(desc(savedListItems.createdAt), desc(savedListItems.campgroundId));
}

/** Every campground the user saved, in any list, once each (the spec's resourceIds). */
export async function savedCampgroundIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: savedListItems.campgroundId })
    .from(savedListItems)
    .innerJoin(savedLists, eq(savedLists.id, savedListItems.listId))
    .innerJoin(campgrounds, eq(campgrounds.id, savedListItems.campgroundId))
    .where(and(eq(savedLists.userId, userId), visibleCampground))
    .orderBy(asc(savedListItems.campgroundId));
  return rows.map((row) => row.id);
}

export async function campgroundExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: campgrounds.id })
    .from(campgrounds)
    .where(and(eq(campgrounds.id, id), visibleCampground))
    .limit(1);
  return row !== undefined;
}
