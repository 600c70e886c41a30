// The saved-list calls (docs/api-community.md "Saved lists"), made with the signed-in user's token.
import { z } from 'zod';
import { campgroundSchema, type Campground } from '@/features/campgrounds/campground-schema';
import type { ApiClient } from '@/lib/api-client';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';

export const savedListSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
  itemCount: z.number(),
  campgroundIds: z.array(z.string()),
});
export type SavedList = z.infer<typeof savedListSchema>;

const campgroundIdsSchema = z.object({ resourceIds: z.array(z.union([z.string(), z.number()]).transform(String)) });

/** What the save button and overlay need to know about a campground. */
export interface SaveTarget {
  id: string;
  name: string;
}

const userPath = (userId: string) => `users/${encodeURIComponent(userId)}`;
const itemsPath = (listId: string) => `saved-lists/${encodeURIComponent(listId)}/items`;

/** GET /users/{id}/list-items/campground-ids: the spec's data[0].resourceIds. */
export async function loadSavedCampgroundIds(client: ApiClient, userId: string): Promise<string[]> {
  const { data } = await client.findAll(`${userPath(userId)}/list-items/campground-ids`);
  return data[0] ? campgroundIdsSchema.parse(data[0]).resourceIds : [];
}

export async function loadSavedLists(client: ApiClient, userId: string): Promise<SavedList[]> {
  const { data } = await client.findAll(`${userPath(userId)}/saved-lists`);
  return data.map((record) => savedListSchema.parse(record));
}

function listFromBody(body: unknown): SavedList {
  const data = (body as { data?: { id?: unknown; attributes?: unknown } } | null)?.data;
  return savedListSchema.parse({ ...(camelizeKeys(data?.attributes ?? {}) as object), id: data?.id });
}

/** POST /saved-campgrounds: into the given list, or the default one (made on first save). */
export async function saveCampground(client: ApiClient, campgroundId: string, listId?: string): Promise<SavedList> {
  const attributes = listId === undefined ? { campgroundId } : { campgroundId, listId };
  return listFromBody(await client.postAction('/saved-campgrounds', 'saved-campgrounds', attributes));
}

/** DELETE /saved-campgrounds/{id}: out of every list. */
export function unsaveCampground(client: ApiClient, campgroundId: string): Promise<void> {
  return client.deleteRecord('saved-campgrounds', campgroundId);
}

export async function createSavedList(client: ApiClient, name: string): Promise<SavedList> {
  return savedListSchema.parse(await client.createRecord('saved-lists', { name }));
}

export async function renameSavedList(client: ApiClient, listId: string, name: string): Promise<SavedList> {
  return savedListSchema.parse(await client.updateRecord('saved-lists', listId, { name }));
}

export function deleteSavedList(client: ApiClient, listId: string): Promise<void> {
  return client.deleteRecord('saved-lists', listId);
}

export async function addToSavedList(client: ApiClient, listId: string, campgroundId: string): Promise<SavedList> {
  return listFromBody(await client.postAction(`/${itemsPath(listId)}`, 'saved-list-items', { campgroundId }));
}

export function removeFromSavedList(client: ApiClient, listId: string, campgroundId: string): Promise<void> {
  return client.deleteRecord(itemsPath(listId), campgroundId);
}

/** A list's campgrounds, newest saved first; any the API could not include are left out. */
export async function loadListCampgrounds(client: ApiClient, listId: string): Promise<Campground[]> {
  const { data, included } = await client.findAll(itemsPath(listId), { include: 'campground' });
  const byId = new Map(included.filter((record) => record.type === 'campgrounds').map((record) => [record.id, record]));
  return data.flatMap((item) => {
    const record = byId.get(String(item.campgroundId));
    const parsed = record ? campgroundSchema.safeParse(record) : null;
    return parsed?.success ? [parsed.data] : [];
  });
}
