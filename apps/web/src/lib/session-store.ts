// The browser's session (decision 0036): what next-auth's SessionProvider and useSession did,
// without shipping next-auth's client (and its babel runtime) in every page's first load.
// next-auth still owns the server side: its /api/auth/session route is read here, its cookies
// and token renewal are untouched, and signIn/signOut stay next-auth's (loaded when used).
//
// When it is read: once when the provider mounts, again when the page becomes visible (not
// while offline), when another tab says the session changed, and whenever code about to call
// the API asks for it (getSession). Never on an interval: each read may rotate the refresh
// token, and reads from several tabs at once would race for it. One read is out at a time;
// callers arriving meanwhile share it.
import type { Session } from 'next-auth';
import { browserStorage } from './browser-storage';
import { isSessionMessage, postSessionMessage } from './session-broadcast';
import { sameSession, sessionFromJson } from './session-json';

export type SessionStatus = 'loading' | 'authenticated' | 'unauthenticated';

export type SessionSnapshot =
  { status: 'loading' | 'unauthenticated'; data: null } | { status: 'authenticated'; data: Session };

/** Before the first read answers, and always while rendering on the server. */
export const LOADING: SessionSnapshot = { status: 'loading', data: null };
const UNAUTHENTICATED: SessionSnapshot = { status: 'unauthenticated', data: null };

const SESSION_URL = '/api/auth/session';
const CSRF_URL = '/api/auth/csrf';

/** A read's answer: the session, null for none, undefined when it could not be read. */
type Read = Session | null | undefined;

export interface SessionStoreDeps {
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Tells the other tabs to read the session again (next-auth's message, session-broadcast). */
  tellOtherTabs: (trigger: string) => void;
}

interface Listenable {
  addEventListener(type: string, listener: (event: Event) => void): void;
  removeEventListener(type: string, listener: (event: Event) => void): void;
}

/** What the store listens to: the window (storage events), the document (visibility), the network. */
export interface SessionSyncTarget {
  window: Listenable;
  document: Listenable & { visibilityState: DocumentVisibilityState };
  navigator: { onLine: boolean };
}

export interface SessionStore {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => SessionSnapshot;
  /** Reads the session now (renewing a token about to expire) for code about to call the API. */
  getSession: () => Promise<Session | null>;
  /**
   * After this tab signed in or out: a read that starts after the change, so it cannot be an
   * answer from before it; other tabs are told unless next-auth has told them already.
   */
  reloadSession: (options?: { tellOtherTabs?: boolean }) => Promise<Session | null>;
  /** Has the server read the user again (PRO bought, profile saved); null without a session. */
  updateSession: () => Promise<Session | null>;
  /** Starts the reads on mount, visibility and other tabs' messages; returns the stop. */
  startSync: (target: SessionSyncTarget) => () => void;
}

async function readResponse(response: Response): Promise<Read> {
  if (!response.ok) return undefined;
  return sessionFromJson(await response.json());
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  let snapshot = LOADING;
  const listeners = new Set<() => void>();
  let inFlight: Promise<Read> | null = null;
  let queued: Promise<Read> | null = null;

  function settle(read: Read): void {
    // A read that failed (offline, a server error) keeps what was known: a network blip does
    // not sign anybody out. Only the first read's failure leaves 'loading', as signed out.
    if (read === undefined && snapshot.status !== 'loading') return;
    const session = read ?? null;
    if (session && snapshot.data && sameSession(snapshot.data, session)) return;
    if (!session && snapshot === UNAUTHENTICATED) return;
    snapshot = session ? { status: 'authenticated', data: session } : UNAUTHENTICATED;
    for (const listener of listeners) listener();
  }

  /** Sends a request now; `tellIfChanged`: other tabs hear of it when it changed what was known. */
  function begin(request: () => Promise<Read>, tellIfChanged: boolean): Promise<Read> {
    const reading: Promise<Read> = Promise.resolve()
      .then(request)
      .catch(() => undefined)
      .then((read) => {
        if (inFlight === reading) inFlight = null;
        const before = snapshot;
        settle(read);
        if (tellIfChanged && read !== undefined && before.status !== 'loading' && !sameSession(before.data, read)) {
          deps.tellOtherTabs('getSession');
        }
        return read;
      });
    inFlight = reading;
    return reading;
  }

  /** Sends a request once the ones out or waiting are done: its answer postdates the call. */
  function afterCurrent(request: () => Promise<Read>, tellIfChanged: boolean): Promise<Read> {
    const current = queued ?? inFlight;
    if (!current) return begin(request, tellIfChanged);
    const next: Promise<Read> = current.then(() => {
      if (queued === next) queued = null;
      return begin(request, tellIfChanged);
    });
    queued = next;
    return next;
  }

  const get = async (): Promise<Read> => readResponse(await deps.fetch(SESSION_URL, { cache: 'no-store' }));

  // next-auth's update(): a POST with its CSRF token makes the jwt callback run with trigger
  // 'update', which reads the user from the API again (auth-callbacks.server.ts).
  const post = async (): Promise<Read> => {
    const csrf = await deps.fetch(CSRF_URL, { cache: 'no-store' });
    const { csrfToken } = (csrf.ok ? await csrf.json() : {}) as { csrfToken?: unknown };
    if (typeof csrfToken !== 'string') return undefined;
    const response = await deps.fetch(SESSION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ csrfToken }),
      cache: 'no-store',
    });
    return readResponse(response);
  };

  /** A read that may share the one out (its answer is as fresh as any). */
  const shared = (tellIfChanged: boolean): Promise<Read> => queued ?? inFlight ?? begin(get, tellIfChanged);
  /** A read that starts after whatever is out now (or shares one already waiting to). */
  const fresh = (): Promise<Read> => queued ?? afterCurrent(get, false);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    getSession: async () => (await shared(true)) ?? null,
    async reloadSession({ tellOtherTabs = true } = {}) {
      const read = await fresh();
      if (tellOtherTabs) deps.tellOtherTabs('getSession');
      return read ?? null;
    },
    async updateSession() {
      await (queued ?? inFlight);
      if (snapshot.status !== 'authenticated') return null;
      return (await afterCurrent(post, true)) ?? null;
    },
    startSync({ window, document, navigator }) {
      const onVisible = () => {
        if (document.visibilityState === 'visible' && navigator.onLine) void shared(false);
      };
      const onStorage = (event: Event) => {
        const { key, newValue } = event as StorageEvent;
        if (isSessionMessage(key, newValue)) void fresh();
      };
      document.addEventListener('visibilitychange', onVisible);
      window.addEventListener('storage', onStorage);
      void shared(false);
      return () => {
        document.removeEventListener('visibilitychange', onVisible);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

let browserStore: SessionStore | null = null;

/** The page's one store (created on first use in the browser; never used on the server). */
export function sessionStore(): SessionStore {
  browserStore ??= createSessionStore({
    fetch: (url, init) => fetch(url, init),
    tellOtherTabs: (trigger) => postSessionMessage(browserStorage(), trigger, Date.now()),
  });
  return browserStore;
}

/** The session, read now: renews a token about to expire; null for a visitor. */
export function getSession(): Promise<Session | null> {
  return sessionStore().getSession();
}

/** After signing in or out in this tab (see SessionStore.reloadSession). */
export function reloadSession(options?: { tellOtherTabs?: boolean }): Promise<Session | null> {
  return sessionStore().reloadSession(options);
}
