// OAuth 2.0 errors (RFC 6749 section 5.2): `{ error, error_description }` as application/json,
// for everything under /oauth/. The rest of the API answers JSON:API errors[].
import { toAppError } from '../../errors/error-document.ts';

export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'too_many_requests'
  | 'temporarily_unavailable'
  | 'server_error';

const STATUS: Record<OAuthErrorCode, number> = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unsupported_grant_type: 400,
  too_many_requests: 429,
  temporarily_unavailable: 503,
  server_error: 500,
};

export class OAuthError extends Error {
  readonly status: number;

  constructor(
    readonly code: OAuthErrorCode,
    readonly description: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.status = STATUS[code];
  }
}

export const OAUTH_PATH_PREFIX = '/oauth/';

export interface OAuthErrorReply {
  status: number;
  headers: Record<string, string>;
  body: { error: OAuthErrorCode; error_description: string };
}

/** Anything thrown on an /oauth/ route, as the OAuth error the client gets. */
export function oauthErrorReply(error: unknown): OAuthErrorReply {
  const oauth =
    error instanceof OAuthError
      ? error
      : (() => {
          const appError = toAppError(error);
          return appError.status < 500
            ? new OAuthError('invalid_request', appError.detail ?? appError.title)
            : new OAuthError('server_error', 'Something went wrong on our side.');
        })();
  return {
    status: oauth.status,
    headers: { 'cache-control': 'no-store', pragma: 'no-cache', ...oauth.headers },
    body: { error: oauth.code, error_description: oauth.description },
  };
}
