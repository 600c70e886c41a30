'use client';

import { getSession } from '@/lib/session-store';
import { type ApiClient, ApiError, createApiClient } from '@/lib/api-client';

/**
 * A client with a fresh token, and whose lists it may touch. Read at call time, not from a
 * render: a save replayed after sign-in must act as the user who has just signed in. Asking
 * the session endpoint also renews a token that is about to expire.
 */
export async function savedListsClient(): Promise<{ client: ApiClient; userId: string }> {
  const session = await getSession();
  if (!session?.accessToken || !session.user?.id) throw ApiError.signInRequired('/api/auth/session');
  return { client: createApiClient({ accessToken: session.accessToken }), userId: session.user.id };
}
