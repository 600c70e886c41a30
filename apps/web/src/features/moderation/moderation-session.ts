'use client';

import { getSession } from 'next-auth/react';
import { type ApiClient, ApiRequestError, createApiClient } from '@/lib/api-client';

/**
 * A client with the signed-in user's token, read at call time: a report replayed after
 * sign-in must go out as the user who has just signed in, and asking the session endpoint
 * renews a token that is about to expire.
 */
export async function signedInClient(): Promise<ApiClient> {
  const session = await getSession();
  if (!session?.accessToken) {
    throw new ApiRequestError(401, '/api/auth/session', [
      { status: '401', title: 'Unauthorized', detail: 'Sign in to continue.' },
    ]);
  }
  return createApiClient({ accessToken: session.accessToken });
}
