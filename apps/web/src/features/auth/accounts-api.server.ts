// The web server's side of the accounts contract (docs/api-accounts.md): token grants, the
// current user, revocation. Server-only: it handles refresh tokens and the OAuth client secret,
// which never reach a browser. Errors name the failing step, never a token.
import { API_BASE_PATH } from '@campwise/domain';
import { z } from 'zod';
import { ApiError, defaultApiTarget, sendServerRequest, type ServerApiTarget } from '@/lib/api-client.server';
import { collectionDocumentSchema, parseResource } from '@/lib/json-api/json-api-document';
import type { SessionUser } from './session-user';
import { sessionUserSchema } from './session-user-schema';

/** Where the API is and which fetch reaches it (tests pass a fake). */
export type AccountsApiDeps = ServerApiTarget;

const defaultDeps = defaultApiTarget;

/** The API's token pair plus when to use the refresh token. Times are epoch milliseconds. */
export interface ApiTokens {
  accessToken: string;
  refreshToken: string;
  accessTokenExpires: number;
  refreshAt: number;
}

/**
 * A refused token request; `code` is the OAuth2 error ("invalid_grant", "too_many_requests" ...).
 * An ApiError like every other failed call, with the OAuth2 description kept apart: it is worded
 * for people and may be shown, while the message names only the code (never the request).
 */
export class TokenRequestError extends ApiError {
  override readonly name = 'TokenRequestError';

  constructor(
    status: number,
    code: string,
    readonly description: string | null,
  ) {
    super(status, '/oauth/token', [{ status: String(status), code, ...(description ? { detail: description } : {}) }]);
    this.message = `Token request refused: ${code} (HTTP ${status})`;
  }

  /** From a failed call through the core: an answer without an OAuth2 error is "server_error". */
  static from(error: ApiError): TokenRequestError {
    return new TokenRequestError(
      error.status,
      error.code ?? 'server_error',
      error.code ? (error.detail ?? null) : null,
    );
  }
}

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.number().positive(),
});

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
 * POST /oauth/token. `forwardedFor` is the browser's address as this server determined it
 * (clientAddress below): the API rate-limits failed sign-ins per address, believes
 * X-Forwarded-For only from its trusted proxies (this server), and would otherwise see only
 * this server's own address.
 */
export async function requestTokens(
  grant: TokenGrant,
  options: { forwardedFor?: string | null } = {},
  deps: AccountsApiDeps = defaultDeps(),
): Promise<ApiTokens> {
  try {
    const { body } = await sendServerRequest(
      {
        path: '/oauth/token',
        method: 'POST',
        format: 'json',
        form: new URLSearchParams(grant),
        headers: options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : {},
      },
      deps,
    );
    return tokensFromResponse(body, Date.now());
  } catch (error) {
    if (!(error instanceof ApiError) || error instanceof TokenRequestError) throw error;
    // A success whose body is not JSON carries no tokens either.
    if (error.status < 300) throw new Error('Unexpected token response from the API');
    throw TokenRequestError.from(error);
  }
}

/** GET /api/v6/users?filter[current]=1: the user the access token belongs to. */
export async function fetchCurrentUser(
  accessToken: string,
  deps: AccountsApiDeps = defaultDeps(),
): Promise<SessionUser> {
  let body: unknown = null;
  try {
    ({ body } = await sendServerRequest(
      { path: `${API_BASE_PATH}/users`, query: { 'filter[current]': '1' }, accessToken },
      deps,
    ));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status >= 300) throw new Error(`Could not load the signed-in user (HTTP ${error.status})`);
    // A success that is not JSON: no user, as below.
  }
  const document = collectionDocumentSchema.safeParse(body);
  const resource = document.success ? document.data.data[0] : undefined;
  if (!resource) throw new Error('The API sent no current user');
  return parseResource(sessionUserSchema, resource);
}

/** POST /oauth/revoke for each token. Best effort: sign-out must work even if the API is down. */
export async function revokeTokens(tokens: readonly string[], deps: AccountsApiDeps = defaultDeps()): Promise<void> {
  await Promise.all(
    tokens.map(async (token) => {
      try {
        await sendServerRequest(
          { path: '/oauth/revoke', method: 'POST', format: 'json', form: new URLSearchParams({ token }) },
          deps,
        );
      } catch (error) {
        // The API answered: whatever it said, the token is no use to anyone any more.
        if (error instanceof ApiError) return;
        console.warn(`Token revocation failed: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
    }),
  );
}
