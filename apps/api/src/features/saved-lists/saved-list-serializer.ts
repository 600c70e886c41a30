import { API_BASE_PATH } from '@campwise/domain';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { SavedListItemRecord, SavedListRecord } from './saved-list-repository.ts';

export function savedListResource(list: SavedListRecord): ResourceObject {
  return resource('saved-lists', String(list.id), {
    name: list.name,
    isDefault: list.isDefault,
    itemCount: list.campgroundIds.length,
    campgroundIds: list.campgroundIds.map(String),
    createdAt: list.createdAt.toISOString(),
    updatedAt: list.updatedAt.toISOString(),
  });
}

export function listItemResource(item: SavedListItemRecord): ResourceObject {
  const object = resource(
    'saved-list-items',
    `${item.listId}-${item.campgroundId}`,
    { campgroundId: String(item.campgroundId), listId: String(item.listId), createdAt: item.createdAt.toISOString() },
    { campground: { data: { type: 'campgrounds', id: String(item.campgroundId) } } },
  );
  object.links.self = `${API_BASE_PATH}/saved-lists/${item.listId}/items/${item.campgroundId}`;
  return object;
}

/** The spec's shape: one resource whose resource-ids (resourceIds to the client) are every saved campground. */
export function campgroundIdsResource(userId: number, ids: number[]): ResourceObject {
  const object = resource('list-item-campground-ids', String(userId), { resourceIds: ids.map(String) });
  object.links.self = `${API_BASE_PATH}/users/${userId}/list-items/campground-ids`;
  return object;
}
