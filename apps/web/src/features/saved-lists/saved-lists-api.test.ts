import { describe, expect, it } from 'vitest';
import { createApiClient } from '@/lib/api-client';
import {
  addToSavedList,
  loadListCampgrounds,
  loadSavedCampgroundIds,
  removeFromSavedList,
  saveCampground,
  unsaveCampground,
} from './saved-lists-api';

function client(status: number, body: unknown) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    calls.push({
      method: init.method ?? 'GET',
      url: String(input),
      body: init.body ? JSON.parse(String(init.body)) : null,
    });
    return new Response(body === null ? null : JSON.stringify(body), { status });
  }) as typeof globalThis.fetch;
  return { calls, api: createApiClient({ fetch, accessToken: 'token' }) };
}

const listResource = {
  type: 'saved-lists',
  id: '7',
  attributes: { name: 'Saved campgrounds', 'is-default': true, 'item-count': 1, 'campground-ids': ['12'] },
};

describe('saved lists API', () => {
  it('reads the spec shape data[0].resourceIds', async () => {
    const { api, calls } = client(200, {
      data: [{ type: 'list-item-campground-ids', id: '3', attributes: { 'resource-ids': ['12', '40'] } }],
    });
    expect(await loadSavedCampgroundIds(api, '3')).toEqual(['12', '40']);
    expect(calls[0]!.url).toBe('/api/v6/users/3/list-items/campground-ids');
  });

  it('treats an empty answer as nothing saved', async () => {
    const { api } = client(200, { data: [] });
    expect(await loadSavedCampgroundIds(api, '3')).toEqual([]);
  });

  it('saves to the default list unless a list is named, and reads the list it landed in', async () => {
    const { api, calls } = client(200, { data: listResource });
    const list = await saveCampground(api, '12');
    expect(list).toEqual({
      id: '7',
      name: 'Saved campgrounds',
      isDefault: true,
      itemCount: 1,
      campgroundIds: ['12'],
    });
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v6/saved-campgrounds',
      body: { data: { type: 'saved-campgrounds', attributes: { 'campground-id': '12' } } },
    });
    await saveCampground(api, '12', '9');
    expect(calls[1]!.body).toMatchObject({ data: { attributes: { 'campground-id': '12', 'list-id': '9' } } });
  });

  it('adds to and removes from one list, and unsaves from all', async () => {
    const added = client(200, { data: listResource });
    await addToSavedList(added.api, '7', '12');
    expect(added.calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v6/saved-lists/7/items',
      body: { data: { type: 'saved-list-items', attributes: { 'campground-id': '12' } } },
    });
    const removed = client(204, null);
    await removeFromSavedList(removed.api, '7', '12');
    await unsaveCampground(removed.api, '12');
    expect(removed.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'DELETE /api/v6/saved-lists/7/items/12',
      'DELETE /api/v6/saved-campgrounds/12',
    ]);
  });

  it('keeps the items order and skips a campground the API did not include', async () => {
    const campground = (id: string, name: string) => ({
      type: 'campgrounds',
      id,
      attributes: {
        slug: name.toLowerCase(),
        name,
        'region-code': 'UT',
        'region-slug': 'utah',
        'region-name': 'Utah',
        latitude: 38.6,
        longitude: -109.5,
        'site-types': [],
        amenities: [],
        sources: [],
        attribution: [],
      },
    });
    const item = (id: string) => ({ type: 'saved-list-items', id: `7-${id}`, attributes: { 'campground-id': id } });
    const { api, calls } = client(200, {
      data: [item('2'), item('1'), item('3')],
      included: [campground('1', 'Arches'), campground('2', 'Bluff')],
    });
    const found = await loadListCampgrounds(api, '7');
    expect(found.map((c) => c.name)).toEqual(['Bluff', 'Arches']);
    expect(calls[0]!.url).toBe('/api/v6/saved-lists/7/items?include=campground');
  });
});
