'use client';

import type { Session } from 'next-auth';
import { useSyncExternalStore } from 'react';
import { LOADING, type SessionSnapshot, sessionStore } from '@/lib/session-store';

export type SessionState = SessionSnapshot & {
  /** Has the server read the user again (after buying PRO, saving the profile); null without a session. */
  update: () => Promise<Session | null>;
};

const subscribe = (listener: () => void) => sessionStore().subscribe(listener);
const getSnapshot = () => sessionStore().getSnapshot();
// The server renders every page as loading, as next-auth's SessionProvider did without a session prop.
const getServerSnapshot = () => LOADING;
const update = () => sessionStore().updateSession();

/** The session for a client component, as next-auth's useSession gave it: data, status, update. */
export function useSession(): SessionState {
  return { ...useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot), update };
}
