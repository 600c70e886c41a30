// POST /oauth/token (password, refresh_token, google_id_token, external_identity grants) and
// POST /oauth/revoke. OAuth 2.0 shapes, not JSON:API; answers are never cached.
import type { AppContext } from '../../app-context.ts';
import type { FastifyReply } from 'fastify';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import type { AccountsContext } from './accounts-context.ts';
import {
  oauthRequestError,
  revokeRequestSchema,
  revokeResponseSchema,
  tokenRequestSchema,
  tokenResponseSchema,
  type TokenRequest,
} from './oauth-schemas.ts';
import { externalIdentityGrant, googleIdTokenGrant, passwordGrant, refreshTokenGrant } from './sign-in-service.ts';
import { revokeSession, type TokenPair } from './token-service.ts';

const BODY_MEDIA_TYPES = ['application/x-www-form-urlencoded', 'application/json'];

function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
}

function tokenResponse(pair: TokenPair) {
  return {
    access_token: pair.accessToken,
    token_type: 'Bearer' as const,
    expires_in: pair.expiresIn,
    refresh_token: pair.refreshToken,
    user_id: String(pair.userId),
  };
}

function grant(ctx: AccountsContext, body: TokenRequest, ip: string): Promise<TokenPair> {
  switch (body.grant_type) {
    case 'password':
      return passwordGrant(ctx, body, { ip });
    case 'refresh_token':
      return refreshTokenGrant(ctx, body);
    case 'google_id_token':
      return googleIdTokenGrant(ctx, body);
    case 'external_identity':
      return externalIdentityGrant(ctx, body);
  }
}

export function registerOAuthRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: '/oauth/token',
    summary: 'Sign in (password, Google ID token, external identity) or refresh: a token pair',
    tag: 'oauth',
    body: tokenRequestSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    invalidBody: oauthRequestError,
    response: { status: 200, description: 'A token pair', schema: tokenResponseSchema, mediaType: 'application/json' },
    errors: [400, 401, 429, 503],
    errorFormat: 'oauth',
    handler: async ({ body, request }, reply) => {
      noStore(reply);
      return tokenResponse(await grant(ctx, body, request.ip));
    },
  });

  catalog.add({
    method: 'POST',
    url: '/oauth/revoke',
    summary: 'Revoke a token and the rest of its session (RFC 7009): 200 whether or not it was known',
    tag: 'oauth',
    body: revokeRequestSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    invalidBody: oauthRequestError,
    response: { status: 200, description: 'Revoked', schema: revokeResponseSchema, mediaType: 'application/json' },
    errors: [400],
    errorFormat: 'oauth',
    handler: async ({ body }, reply) => {
      noStore(reply);
      await revokeSession(ctx.db, body.token, ctx.clock());
      return {};
    },
  });
}
