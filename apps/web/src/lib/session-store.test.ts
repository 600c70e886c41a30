import type { Session } from 'next-auth';
import { describe, expect, it } from 'vitest';
import { SESSION_MESSAGE_KEY, sessionMessage } from './session-broadcast';
import { createSessionStore, type SessionSyncTarget } from './session-store';

const USER = {
  id: 'user-1',
  admin: false,
  manager: false,
  pro: false,
  email: 'camper@example.com',
  phone: null,
  fullName: 'Casey Camper',
};
const SESSION: Session = { expires: '2026-12-01T00:00:00.000Z', accessToken: 'access-1', user: USER };

interface Call {
  url: string;
  init: RequestInit | undefined;
  answer: (body: unknown, status?: number) => void;
  fail: () => void;
}

/** A fetch whose answers the test gives, one call at a time. */
function fakeServer() {
  const calls: Call[] = [];
  let open = 0;
  let mostOpen = 0;
  const fetch = (url: string, init?: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      open += 1;
      mostOpen = Math.max(mostOpen, open);
      const settle = () => (open -= 1);
      calls.push({
        url,
        init,
        answer: (body, status = 200) => {
          settle();
          resolve(new Response(JSON.stringify(body), { status }));
        },
        fail: () => {
          settle();
          reject(new TypeError('Failed to fetch'));
        },
      });
    });
  return { fetch, calls, mostOpen: () => mostOpen };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const server = fakeServer();
  const told: string[] = [];
  const store = createSessionStore({ fetch: server.fetch, tellOtherTabs: (trigger) => told.push(trigger) });
  const target = {
    window: new EventTarget(),
    document: Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState }),
    navigator: { onLine: true as boolean },
  } satisfies SessionSyncTarget;
  return { server, told, store, target };
}

/** Answers the latest call once it has been made. */
async function answerLast(server: ReturnType<typeof fakeServer>, body: unknown, status?: number): Promise<void> {
  await flush();
  server.calls.at(-1)!.answer(body, status);
  await flush();
}

/** A store whose first read (the provider's mount) has answered `first`. */
async function started(first: unknown) {
  const setup = setUp();
  const stop = setup.store.startSync(setup.target);
  await answerLast(setup.server, first);
  return { ...setup, stop };
}

function becomeVisible(target: SessionSyncTarget & { document: EventTarget }, state: DocumentVisibilityState): void {
  target.document.visibilityState = state;
  target.document.dispatchEvent(new Event('visibilitychange'));
}

function storageEvent(key: string, newValue: string | null): Event {
  return Object.assign(new Event('storage'), { key, newValue });
}

describe('the session store', () => {
  it('is loading until the first read, then authenticated with the session', async () => {
    const { server, store, target } = setUp();
    expect(store.getSnapshot()).toEqual({ status: 'loading', data: null });
    store.startSync(target);
    await flush();
    expect(server.calls.map((call) => call.url)).toEqual(['/api/auth/session']);
    await answerLast(server, SESSION);
    expect(store.getSnapshot()).toEqual({ status: 'authenticated', data: SESSION });
  });

  it('reads {} as unauthenticated', async () => {
    const { server, store } = await started({});
    expect(store.getSnapshot()).toEqual({ status: 'unauthenticated', data: null });
    expect(await Promise.all([store.getSession(), answerLast(server, {})])).toEqual([null, undefined]);
  });

  it('shares one read among callers arriving while it is out', async () => {
    const { server, store, target } = setUp();
    store.startSync(target);
    const reads = Promise.all([store.getSession(), store.getSession(), store.getSession()]);
    await answerLast(server, SESSION);
    expect(await reads).toEqual([SESSION, SESSION, SESSION]);
    expect(server.calls).toHaveLength(1);
  });

  it('tells subscribers when the session changes, and not when only its expiry moved on', async () => {
    const { server, store, target } = setUp();
    let notified = 0;
    store.subscribe(() => (notified += 1));
    store.startSync(target);
    await answerLast(server, SESSION);
    expect(notified).toBe(1);
    const first = store.getSnapshot();
    void store.getSession();
    await answerLast(server, { ...SESSION, expires: '2026-12-02T00:00:00.000Z' });
    expect(notified).toBe(1);
    expect(store.getSnapshot()).toBe(first);
    void store.getSession();
    await answerLast(server, { ...SESSION, user: { ...USER, pro: true } });
    expect(notified).toBe(2);
    expect(store.getSnapshot().data?.user.pro).toBe(true);
  });

  it('reads again when the page becomes visible, but not while hidden or offline', async () => {
    const { server, store, target } = await started(SESSION);
    becomeVisible(target, 'hidden');
    await flush();
    expect(server.calls).toHaveLength(1);
    becomeVisible(target, 'visible');
    await answerLast(server, {});
    expect(server.calls).toHaveLength(2);
    expect(store.getSnapshot().status).toBe('unauthenticated');
    target.navigator.onLine = false;
    becomeVisible(target, 'visible');
    await flush();
    expect(server.calls).toHaveLength(2);
  });

  it("reads again on another tab's session message, one read at a time", async () => {
    const { server, told, store, target } = setUp();
    store.startSync(target);
    await flush();
    // The first read is still out: the message's read waits for it, its answer may predate the change.
    target.window.dispatchEvent(storageEvent(SESSION_MESSAGE_KEY, sessionMessage('signout', Date.now())));
    target.window.dispatchEvent(storageEvent(SESSION_MESSAGE_KEY, sessionMessage('getSession', Date.now())));
    await flush();
    expect(server.calls).toHaveLength(1);
    await answerLast(server, SESSION);
    expect(server.calls).toHaveLength(2);
    await answerLast(server, {});
    expect(server.mostOpen()).toBe(1);
    expect(store.getSnapshot().status).toBe('unauthenticated');
    // A read another tab asked for is not announced back to it.
    expect(told).toEqual([]);
  });

  it('ignores other storage keys and messages that are not about the session', async () => {
    const { server, target } = await started(SESSION);
    target.window.dispatchEvent(storageEvent('coupon', 'SUMMER10'));
    target.window.dispatchEvent(storageEvent(SESSION_MESSAGE_KEY, JSON.stringify({ event: 'other', data: {} })));
    target.window.dispatchEvent(storageEvent(SESSION_MESSAGE_KEY, 'not json'));
    target.window.dispatchEvent(storageEvent(SESSION_MESSAGE_KEY, null));
    await flush();
    expect(server.calls).toHaveLength(1);
  });

  it('stops listening when stopped', async () => {
    const { server, target, stop } = await started(SESSION);
    stop();
    becomeVisible(target, 'visible');
    target.window.dispatchEvent(storageEvent(SESSION_MESSAGE_KEY, sessionMessage('signout', Date.now())));
    await flush();
    expect(server.calls).toHaveLength(1);
  });

  it('tells the other tabs when getSession finds a change (an expired session), not otherwise', async () => {
    const { server, told, store } = await started(SESSION);
    void store.getSession();
    await answerLast(server, { ...SESSION, expires: '2026-12-02T00:00:00.000Z' });
    expect(told).toEqual([]);
    void store.getSession();
    await answerLast(server, {});
    expect(told).toEqual(['getSession']);
    expect(store.getSnapshot().status).toBe('unauthenticated');
  });

  it('after a sign-in, reads after the read already out and tells the other tabs', async () => {
    const { server, told, store, target } = setUp();
    store.startSync(target);
    await flush();
    const reloaded = store.reloadSession();
    // The mount's read started before the sign-in: its "nobody" is not the answer.
    await answerLast(server, {});
    expect(store.getSnapshot().status).toBe('unauthenticated');
    await answerLast(server, SESSION);
    expect(await reloaded).toEqual(SESSION);
    expect(store.getSnapshot().status).toBe('authenticated');
    expect(told).toEqual(['getSession']);
  });

  it('after a sign-out next-auth has announced, tells nobody again', async () => {
    const { server, told, store } = await started(SESSION);
    const reloaded = store.reloadSession({ tellOtherTabs: false });
    await answerLast(server, {});
    expect(await reloaded).toBeNull();
    expect(store.getSnapshot().status).toBe('unauthenticated');
    expect(told).toEqual([]);
  });

  it('keeps the session known when a read fails, and is unauthenticated when the first one does', async () => {
    const { server, store } = await started(SESSION);
    const failed = store.getSession();
    await flush();
    server.calls.at(-1)!.fail();
    expect(await failed).toBeNull();
    expect(store.getSnapshot().status).toBe('authenticated');
    void store.getSession();
    await answerLast(server, { error: 'boom' }, 500);
    expect(store.getSnapshot().status).toBe('authenticated');

    const other = setUp();
    other.store.startSync(other.target);
    await flush();
    other.server.calls[0]!.fail();
    await flush();
    expect(other.store.getSnapshot().status).toBe('unauthenticated');
  });

  it('update() posts with the CSRF token, takes the re-read user and tells the other tabs', async () => {
    const { server, told, store } = await started(SESSION);
    const updated = store.updateSession();
    await answerLast(server, { csrfToken: 'csrf-1' });
    await flush();
    const post = server.calls.at(-1)!;
    expect(post.url).toBe('/api/auth/session');
    expect(post.init?.method).toBe('POST');
    expect(JSON.parse(String(post.init?.body))).toEqual({ csrfToken: 'csrf-1' });
    post.answer({ ...SESSION, user: { ...USER, pro: true } });
    expect((await updated)?.user.pro).toBe(true);
    expect(store.getSnapshot().data?.user.pro).toBe(true);
    expect(told).toEqual(['getSession']);
    expect(server.calls.map((call) => call.url)).toEqual(['/api/auth/session', '/api/auth/csrf', '/api/auth/session']);
  });

  it('update() without a session does nothing', async () => {
    const { server, store, target } = setUp();
    store.startSync(target);
    const updated = store.updateSession();
    await answerLast(server, {});
    expect(await updated).toBeNull();
    expect(server.calls).toHaveLength(1);
  });
});
