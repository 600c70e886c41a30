// The web server's side of the accounts contract (docs/api-accounts.md): token grants, the
// current user, revocation. Server-only: it handles refresh tokens and the OAuth client secret,
// which never reach a browser. Errors name the failing step, never a token.
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { z } from 'zod';
import { serverConfig } from '@/lib/config.server';
import { collectionDocumentSchema, parseResource } from '@/lib/json-api/json-api-document';
import { type SessionUser, sessionUserSchema } from './session-user';

export interface AccountsApiDeps {
  apiUrl: string;
  fetch: typeof fetch;
}

const defaultDeps = (): AccountsApiDeps => ({ apiUrl: serverConfig.apiUrl, fetch: globalThis.fetch });

/** The API's token pair plus when to use the refresh token. Times are epoch milliseconds. */
export interface ApiTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpires: number;
  refreshAt: number;
}

/** A refused token request; `code` is the OAuth2 error ("invalid_grant", "too_many_requests" ...). */
export class TokenRequestError extends Error {
  override readonly name = 'TokenRequestError';

  constructor(
    readonly status: number,
    readonly code: string,
    readonly description: string | null,
  ) {
    super(`Token request refused: ${code} (HTTP ${status})`);
  }
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});

const tokenErrorSchema = z.object({ error: z.string(), error_description: z.string().optional() });

// Refresh this long before expiry, so a token read from the session stays good for the request
// it is about to make; short-lived tokens (tests) refresh at half their life instead.
const REFRESH_MARGIN_MS = 5 * 60 * 1000;

export function tokensFromResponse(body: unknown, now: number): ApiTokens {
  const parsed = tokenResponseSchema.safeParse(body);
  if (!parsed.success) throw new Error('Unexpected token response from the API');
  const lifetimeMs = parsed.data.expires_in * 1000;
  return {
    accessToken: parsed.data.access_token,
    refreshToken: parsed.data.refresh_token,
    accessTokenExpires: now + lifetimeMs,
    refreshAt: now + lifetimeMs - Math.min(REFRESH_MARGIN_MS, lifetimeMs / 2),
  };
}

export type TokenGrant =
  | { grant_type: 'password'; username: string; password: string }
  | { grant_type: 'refresh_token'; refresh_token: string }
  | { grant_type: 'google_id_token'; id_token: string }
  | {
      grant_type: 'external_identity';
      client_id: 'web';
      client_secret: string;
      provider: string;
      provider_account_id: string;
      email: string;
      name: string;
    };

/**
 * POST /oauth/token. `forwardedFor` is the browser's address: the API rate-limits failed
 * sign-ins per address and would otherwise see only this server's.
 */
export async function requestTokens(
  grant: TokenGrant,
  options: { forwardedFor?: string | null } = {},
  deps: AccountsApiDeps = defaultDeps(),
): Promise<ApiTokens> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-www-form-urlencoded',
    Accept: 'application/json',
  };
  if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor;
  const response = await deps.fetch(`${deps.apiUrl}/oauth/token`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(grant),
    cache: 'no-store',
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = tokenErrorSchema.safeParse(body);
    throw new TokenRequestError(
      response.status,
      error.success ? error.data.error : 'server_error',
      error.success ? (error.data.error_description ?? null) : null,
    );
  }
  return tokensFromResponse(body, Date.now());
}

export function authHeaders(accessToken: string): Record<string, string> {
  return { 'x-access-token': accessToken, Authorization: `Bearer ${accessToken}` };
}

/** GET /api/v6/users?filter[current]=1: the user the access token belongs to. */
export async function fetchCurrentUser(
  accessToken: string,
  deps: AccountsApiDeps = defaultDeps(),
): Promise<SessionUser> {
  const url = `${deps.apiUrl}${API_BASE_PATH}/users?${new URLSearchParams({ 'filter[current]': '1' })}`;
  const response = await deps.fetch(url, {
    headers: { Accept: JSON_API_MEDIA_TYPE, ...authHeaders(accessToken) },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`Could not load the signed-in user (HTTP ${response.status})`);
  const document = collectionDocumentSchema.safeParse(await response.json().catch(() => null));
  const resource = document.success ? document.data.data[0] : undefined;
  if (!resource) throw new Error('The API sent no current user');
  return parseResource(sessionUserSchema, resource);
}

/** POST /oauth/revoke for each token. Best effort: sign-out must work even if the API is down. */
export async function revokeTokens(tokens: readonly string[], deps: AccountsApiDeps = defaultDeps()): Promise<void> {
  await Promise.all(
    tokens.map(async (token) => {
      try {
        await deps.fetch(`${deps.apiUrl}/oauth/revoke`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token }),
          cache: 'no-store',
        });
      } catch (error) {
        console.warn(`Token revocation failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    }),
  );
}

/**
 * The browser's address from the incoming request. The last X-Forwarded-For entry is the one
 * added by the closest proxy (or by Next.js from the socket); earlier entries come from the
 * client and could be anything.
 */
export function clientAddress(headers: Readonly<Record<string, unknown>> | undefined): string | null {
  const forwarded = headers?.['x-forwarded-for'];
  const list = typeof forwarded === 'string' ? forwarded : Array.isArray(forwarded) ? forwarded.join(',') : '';
  const last = list
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .pop();
  if (last) return last;
  const realIp = headers?.['x-real-ip'];
  return typeof realIp === 'string' && realIp.trim() ? realIp.trim() : null;
}
