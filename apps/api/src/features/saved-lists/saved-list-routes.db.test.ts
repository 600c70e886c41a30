import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestResponse } from '../../test/test-app.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';

let t: TestApp;
let ada: TestUser;
let bob: TestUser;
let admin: TestUser;
let cg: number[];

beforeAll(async () => {
  t = await createTestApp();
  ada = await createUser(t, { fullName: 'Ada' });
  bob = await createUser(t, { fullName: 'Bob' });
  admin = await createAdmin(t);
  cg = [...t.ids.values()].slice(0, 4);
});
afterAll(async () => {
  await t?.close();
});

type Caller = TestUser | null;
type Method = 'GET' | 'PATCH' | 'POST' | 'DELETE';

function send(caller: Caller, method: Method, url: string, body?: unknown): Promise<TestResponse> {
  const headers: Record<string, string> = { ...(caller?.headers ?? {}) };
  if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
  return t.request({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

const doc = (type: string, attributes: Record<string, unknown>, id?: string) => ({
  data: { type, ...(id ? { id } : {}), attributes },
});

function save(caller: Caller, campgroundId: number | string, listId?: string) {
  const attributes: Record<string, unknown> = { 'campground-id': String(campgroundId) };
  if (listId !== undefined) attributes['list-id'] = listId;
  return send(caller, 'POST', '/api/v6/saved-campgrounds', doc('saved-campgrounds', attributes));
}

function createList(caller: Caller, name: string) {
  return send(caller, 'POST', '/api/v6/saved-lists', doc('saved-lists', { name }));
}

async function savedIds(user: TestUser): Promise<string[]> {
  const response = await send(user, 'GET', `/api/v6/users/${user.id}/list-items/campground-ids`);
  expect(response.status).toBe(200);
  return response.body.data[0].attributes['resource-ids'];
}

async function listsOf(user: TestUser) {
  const response = await send(user, 'GET', `/api/v6/users/${user.id}/saved-lists`);
  expect(response.status).toBe(200);
  return response.body.data as { id: string; attributes: Record<string, unknown> }[];
}

function expectError(response: TestResponse, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.type).toContain('application/vnd.api+json');
  expect(response.body.errors[0]).toMatchObject({ status: String(status), code });
}

describe('saved campground ids', () => {
  it('is an empty list before the first save, in the spec shape', async () => {
    const response = await send(ada, 'GET', `/api/v6/users/${ada.id}/list-items/campground-ids`);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual([
      expect.objectContaining({
        type: 'list-item-campground-ids',
        id: ada.id,
        attributes: { 'resource-ids': [] },
      }),
    ]);
  });

  it('the first save creates the default list "Saved campgrounds"; saving again changes nothing', async () => {
    const first = await save(ada, cg[0]!);
    expect(first.status).toBe(200);
    expect(first.body.data.attributes).toMatchObject({
      name: 'Saved campgrounds',
      'is-default': true,
      'item-count': 1,
      'campground-ids': [String(cg[0])],
    });
    const again = await save(ada, cg[0]!);
    expect(again.body.data.id).toBe(first.body.data.id);
    expect(again.body.data.attributes['item-count']).toBe(1);
    expect(await savedIds(ada)).toEqual([String(cg[0])]);
    expect(await listsOf(ada)).toHaveLength(1);
  });

  it('takes a numeric campground id too', async () => {
    const response = await save(ada, cg[1]!);
    expect(response.status).toBe(200);
    expect(response.body.data.attributes['campground-ids']).toEqual([String(cg[1]), String(cg[0])]);
  });

  it('lists each campground once, whatever number of lists hold it', async () => {
    const list = await createList(ada, 'Summer trip');
    expect(list.status).toBe(201);
    expect(list.headers.location).toBe(`/api/v6/saved-lists/${list.body.data.id}`);
    await save(ada, cg[0]!, list.body.data.id);
    expect(await savedIds(ada)).toEqual([String(cg[0]), String(cg[1])].sort((a, b) => Number(a) - Number(b)));
  });

  it('unsaving takes the campground out of every list; unsaving again is still 204', async () => {
    expect((await send(ada, 'DELETE', `/api/v6/saved-campgrounds/${cg[0]}`)).status).toBe(204);
    expect(await savedIds(ada)).toEqual([String(cg[1])]);
    const counts = (await listsOf(ada)).map((list) => [list.attributes.name, list.attributes['item-count']]);
    expect(counts).toEqual([
      ['Saved campgrounds', 1],
      ['Summer trip', 0],
    ]);
    expect((await send(ada, 'DELETE', `/api/v6/saved-campgrounds/${cg[0]}`)).status).toBe(204);
  });

  it("an unknown campground is 422 at campground-id; another user's list is 422 at list-id", async () => {
    const unknown = await save(ada, 999999);
    expectError(unknown, 422, 'validation_failed');
    expect(unknown.body.errors[0].source).toEqual({ pointer: '/data/attributes/campground-id' });

    const bobsList = await createList(bob, 'Bob only');
    const foreign = await save(ada, cg[0]!, bobsList.body.data.id);
    expectError(foreign, 422, 'validation_failed');
    expect(foreign.body.errors[0].source).toEqual({ pointer: '/data/attributes/list-id' });

    const missing = await send(ada, 'POST', '/api/v6/saved-campgrounds', doc('saved-campgrounds', {}));
    expectError(missing, 422, 'validation_failed');
    expect(missing.body.errors[0].detail).toBe('Please choose a campground.');
  });
});

describe('lists', () => {
  it('names are 1–60 characters after trimming', async () => {
    for (const name of ['', '   ', 'x'.repeat(61)]) {
      const response = await createList(bob, name);
      expectError(response, 422, 'validation_failed');
      expect(response.body.errors[0].source).toEqual({ pointer: '/data/attributes/name' });
    }
    const trimmed = await createList(bob, `  ${'y'.repeat(60)}  `);
    expect(trimmed.status).toBe(201);
    expect(trimmed.body.data.attributes.name).toBe('y'.repeat(60));
  });

  it('names are unique per user ignoring case (409), but two users may share one', async () => {
    expectError(await createList(ada, 'SUMMER TRIP'), 409, 'conflict');
    expect((await createList(bob, 'Summer trip')).status).toBe(201);
  });

  it("renames a list; a name another of the user's lists has is 409; the default stays default", async () => {
    const [defaultList, summer] = await listsOf(ada);
    const renamed = await send(
      ada,
      'PATCH',
      `/api/v6/saved-lists/${defaultList!.id}`,
      doc('saved-lists', { name: 'Favourites' }, defaultList!.id),
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.attributes).toMatchObject({ name: 'Favourites', 'is-default': true });

    const clash = await send(
      ada,
      'PATCH',
      `/api/v6/saved-lists/${summer!.id}`,
      doc('saved-lists', { name: 'favourites' }),
    );
    expectError(clash, 409, 'conflict');
    // Changing only the letter case of its own name is allowed.
    const recased = await send(
      ada,
      'PATCH',
      `/api/v6/saved-lists/${summer!.id}`,
      doc('saved-lists', { name: 'SUMMER trip' }),
    );
    expect(recased.status).toBe(200);

    const wrongId = await send(
      ada,
      'PATCH',
      `/api/v6/saved-lists/${summer!.id}`,
      doc('saved-lists', { name: 'x' }, '1'),
    );
    expectError(wrongId, 400, 'invalid_body');
  });

  it('adds items idempotently and removes them; items come newest first with their campgrounds', async () => {
    const [, summer] = await listsOf(ada);
    const url = `/api/v6/saved-lists/${summer!.id}/items`;
    for (const id of [cg[2], cg[3], cg[2]]) {
      const added = await send(ada, 'POST', url, doc('saved-list-items', { 'campground-id': String(id) }));
      expect(added.status).toBe(200);
    }
    const items = await send(ada, 'GET', `${url}?include=campground`);
    expect(items.status).toBe(200);
    expect(items.body.meta.total).toBe(2);
    expect(
      items.body.data.map((item: { attributes: { 'campground-id': string } }) => item.attributes['campground-id']),
    ).toEqual([String(cg[3]), String(cg[2])]);
    expect(items.body.data[0].relationships.campground.data).toEqual({ type: 'campgrounds', id: String(cg[3]) });
    expect(items.body.included.map((c: { type: string; id: string }) => `${c.type}:${c.id}`).sort()).toEqual(
      [`campgrounds:${cg[2]}`, `campgrounds:${cg[3]}`].sort(),
    );

    expectError(await send(ada, 'GET', `${url}?include=owner`), 400, 'invalid_parameter');
    expectError(
      await send(ada, 'POST', url, doc('saved-list-items', { 'campground-id': '999999' })),
      422,
      'validation_failed',
    );

    expect((await send(ada, 'DELETE', `${url}/${cg[3]}`)).status).toBe(204);
    expect((await send(ada, 'DELETE', `${url}/${cg[3]}`)).status).toBe(204);
    const after = await send(ada, 'GET', url);
    expect(after.body.data).toHaveLength(1);
    expect(after.body.included).toBeUndefined();
  });

  it('deleting the default list deletes its items; the next save makes a new default', async () => {
    const carol = await createUser(t);
    const first = await save(carol, cg[0]!);
    expect((await send(carol, 'DELETE', `/api/v6/saved-lists/${first.body.data.id}`)).status).toBe(204);
    expect(await savedIds(carol)).toEqual([]);
    expect(await listsOf(carol)).toEqual([]);
    const next = await save(carol, cg[1]!);
    expect(next.body.data.attributes).toMatchObject({ name: 'Saved campgrounds', 'is-default': true });
    expect(next.body.data.id).not.toBe(first.body.data.id);
  });

  it('a campground an admin hides leaves the camper’s lists until it is shown again', async () => {
    const erin = await createUser(t);
    await save(erin, cg[0]!);
    const listId = (await save(erin, cg[1]!)).body.data.id as string;
    const setHidden = (hidden: boolean) =>
      t.database.db.execute(
        sql`update campgrounds set hidden_at = ${hidden ? new Date().toISOString() : null}::timestamptz where id = ${cg[1]!}`,
      );
    const items = async () => (await send(erin, 'GET', `/api/v6/saved-lists/${listId}/items`)).body.meta.total;
    await setHidden(true);
    try {
      expect((await savedIds(erin)).map(String)).toEqual([String(cg[0])]);
      expect(await items()).toBe(1);
      expectError(await save(erin, cg[1]!), 422, 'validation_failed');
    } finally {
      await setHidden(false);
    }
    expect((await savedIds(erin)).map(String).sort()).toEqual([String(cg[0]), String(cg[1])].sort());
    expect(await items()).toBe(2);
  });

  it('a list the camper already named "saved campgrounds" becomes the default', async () => {
    const dan = await createUser(t);
    const mine = await createList(dan, 'saved campgrounds');
    const saved = await save(dan, cg[0]!);
    expect(saved.body.data).toMatchObject({
      id: mine.body.data.id,
      attributes: { 'is-default': true, name: 'saved campgrounds' },
    });
  });

  it('concurrent first saves share one default list', async () => {
    const eve = await createUser(t);
    const results = await Promise.all(cg.map((id) => save(eve, id)));
    expect(results.map((r) => r.status)).toEqual(cg.map(() => 200));
    const lists = await listsOf(eve);
    expect(lists).toHaveLength(1);
    expect(lists[0]!.attributes['item-count']).toBe(cg.length);
  });
});

describe('permissions', () => {
  let adasList: string;
  beforeAll(async () => {
    adasList = (await listsOf(ada))[0]!.id;
  });

  const matrix: [
    string,
    (caller: Caller) => Promise<TestResponse>,
    Record<'anonymous' | 'self' | 'other' | 'admin', number>,
  ][] = [
    [
      'GET campground-ids',
      (c) => send(c, 'GET', `/api/v6/users/${ada.id}/list-items/campground-ids`),
      { anonymous: 401, self: 200, other: 403, admin: 200 },
    ],
    [
      'GET user lists',
      (c) => send(c, 'GET', `/api/v6/users/${ada.id}/saved-lists`),
      { anonymous: 401, self: 200, other: 403, admin: 200 },
    ],
    [
      'GET items',
      (c) => send(c, 'GET', `/api/v6/saved-lists/${adasList}/items`),
      { anonymous: 401, self: 200, other: 403, admin: 200 },
    ],
    [
      'PATCH list',
      (c) => send(c, 'PATCH', `/api/v6/saved-lists/${adasList}`, doc('saved-lists', { name: 'Favourites' })),
      { anonymous: 401, self: 200, other: 403, admin: 403 },
    ],
    [
      'POST item',
      (c) =>
        send(
          c,
          'POST',
          `/api/v6/saved-lists/${adasList}/items`,
          doc('saved-list-items', { 'campground-id': String(cg[1]) }),
        ),
      { anonymous: 401, self: 200, other: 403, admin: 403 },
    ],
    [
      'DELETE item',
      (c) => send(c, 'DELETE', `/api/v6/saved-lists/${adasList}/items/${cg[0]}`),
      { anonymous: 401, self: 204, other: 403, admin: 403 },
    ],
    ['POST list', (c) => createList(c, `Perm ${Math.random()}`), { anonymous: 401, self: 201, other: 201, admin: 201 }],
    ['POST saved-campground', (c) => save(c, cg[1]!), { anonymous: 401, self: 200, other: 200, admin: 200 }],
    [
      'DELETE saved-campground',
      (c) => send(c, 'DELETE', `/api/v6/saved-campgrounds/${cg[3]}`),
      { anonymous: 401, self: 204, other: 204, admin: 204 },
    ],
  ];
  const callers = { anonymous: () => null, self: () => ada, other: () => bob, admin: () => admin };
  const cases = matrix.flatMap(([name, run, expected]) =>
    Object.entries(expected).map(([caller, status]) => [name, caller, run, status] as const),
  );

  it.each(cases)('%s as %s', async (_name, caller, run, status) => {
    const response = await run(callers[caller as keyof typeof callers]());
    expect(response.status).toBe(status);
    if (status === 401) expect(response.body.errors[0].code).toBe('unauthorized');
    if (status === 403) expect(response.body.errors[0].code).toBe('forbidden');
  });

  it("the anonymous 401 comes before a bad body; the other user's 403 before the list is changed", async () => {
    expectError(await send(null, 'POST', '/api/v6/saved-lists', { nope: true }), 401, 'unauthorized');
    expectError(await send(bob, 'PATCH', `/api/v6/saved-lists/${adasList}`, { nope: true }), 403, 'forbidden');
    expectError(await send(bob, 'DELETE', `/api/v6/saved-lists/${adasList}`), 403, 'forbidden');
    expect((await listsOf(ada))[0]!.id).toBe(adasList);
  });

  it('an unknown or malformed list id is 404', async () => {
    expectError(await send(ada, 'GET', '/api/v6/saved-lists/999999/items'), 404, 'not_found');
    expectError(await send(ada, 'DELETE', '/api/v6/saved-lists/abc'), 404, 'not_found');
    expectError(await send(admin, 'GET', '/api/v6/users/999999/saved-lists'), 404, 'not_found');
    expectError(await send(admin, 'GET', '/api/v6/users/999999/list-items/campground-ids'), 404, 'not_found');
    expectError(await send(ada, 'GET', '/api/v6/users/999999/saved-lists'), 403, 'forbidden');
  });

  it("a deleted user's lists go with them", async () => {
    const gone = await createUser(t);
    const list = await save(gone, cg[0]!);
    expect((await send(gone, 'DELETE', `/api/v6/users/${gone.id}`)).status).toBe(204);
    expectError(await send(admin, 'GET', `/api/v6/saved-lists/${list.body.data.id}/items`), 404, 'not_found');
  });
});
