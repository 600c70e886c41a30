'use client';

// The signed-in user's access token for browser calls, read from the session endpoint at call
// time: asking it renews a token about to expire, and an action replayed right after sign-in
// then goes out as the user who has just signed in, not as whoever the page rendered for.
import { getSession } from './session-store';
import { ApiError } from './api-error';
import { type ApiClient, createApiClient } from './api-client';

const SESSION_URL = '/api/auth/session';

/** The token, or null for a visitor (for calls the API answers either way). */
export async function optionalAccessToken(): Promise<string | null> {
  return (await getSession())?.accessToken ?? null;
}

/** The token; without a signed-in user, the 401 ApiError "Sign in to continue.". */
export async function requireAccessToken(): Promise<string> {
  const token = await optionalAccessToken();
  if (!token) throw ApiError.signInRequired(SESSION_URL);
  return token;
}

/** A client carrying the signed-in user's fresh token; rejects as requireAccessToken does. */
export async function signedInApiClient(): Promise<ApiClient> {
  return createApiClient({ accessToken: await requireAccessToken() });
}
