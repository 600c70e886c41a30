'use client';

import { useSession } from './use-session';
import type { SessionUser } from './session-user';

export interface CurrentUser {
  status: 'loading' | 'authenticated' | 'unauthenticated';
  user: SessionUser | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  isManager: boolean;
  isPro: boolean;
}

/** The signed-in user and their role flags (spec section 6), for any client component. */
export function useCurrentUser(): CurrentUser {
  const { data, status } = useSession();
  const user = status === 'authenticated' ? (data.user ?? null) : null;
  return {
    status,
    user,
    isAuthenticated: user !== null,
    isAdmin: user?.admin ?? false,
    isManager: user?.manager ?? false,
    isPro: user?.pro ?? false,
  };
}
