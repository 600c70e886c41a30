'use client';

import { getSession } from 'next-auth/react';
import { type ApiClient, ApiRequestError, createApiClient } from '@/lib/api-client';

/**
 * An API client carrying an access token that is good for the next request. Asking the session
 * endpoint refreshes the token when it is about to expire, which a session loaded an hour ago
 * would not have done.
 */
export async function signedInApiClient(): Promise<ApiClient> {
  const session = await getSession();
  if (!session?.accessToken) {
    throw new ApiRequestError(401, '/api/auth/session', [
      { status: '401', title: 'Unauthorized', detail: 'Sign in to continue.' },
    ]);
  }
  return createApiClient({ accessToken: session.accessToken });
}
