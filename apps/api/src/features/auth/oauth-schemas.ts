// Request and response shapes of /oauth/token and /oauth/revoke (RFC 6749, RFC 7009).
import { z } from 'zod';
import { OAuthError } from './oauth-error.ts';

const parameter = (description: string) => z.string().min(1).describe(description);

const PROVIDERS = ['google', 'apple', 'facebook'] as const;

export const tokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: parameter('The account email'),
    password: parameter('The account password'),
  }),
  z.object({
    grant_type: z.literal('refresh_token'),
    refresh_token: parameter('A refresh token; it is used up (rotation)'),
  }),
  z.object({
    grant_type: z.literal('google_id_token'),
    id_token: parameter('The ID token (JWT) from Google one-tap'),
  }),
  z.object({
    grant_type: z.literal('external_identity'),
    client_id: z.string().describe('"web": only the web server uses this grant'),
    client_secret: z.string().describe('OAUTH_CLIENT_SECRET'),
    provider: z.enum(PROVIDERS),
    provider_account_id: parameter("The provider's account id").max(255),
    email: z.string().max(254).optional().describe('Required on the first sign-in of this provider account'),
    name: z.string().max(500).optional(),
  }),
]);

export type TokenRequest = z.output<typeof tokenRequestSchema>;

export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().describe('seconds'),
  refresh_token: z.string(),
  user_id: z.string(),
});

export const revokeRequestSchema = z.object({
  token: parameter('An access or refresh token'),
  token_type_hint: z.enum(['access_token', 'refresh_token']).optional(),
});

export const revokeResponseSchema = z.object({});

/** Body issues as OAuth errors: an unknown grant_type is unsupported, anything else malformed. */
export function oauthRequestError(issues: readonly z.core.$ZodIssue[], body: unknown): OAuthError {
  const grantType = body && typeof body === 'object' ? (body as Record<string, unknown>).grant_type : undefined;
  const issue = issues[0];
  if (!issue || issue.path.length === 0) {
    return new OAuthError('invalid_request', 'Send the parameters form-encoded or as a JSON object.');
  }
  const name = String(issue.path[0]);
  if (name === 'grant_type' && typeof grantType === 'string' && grantType !== '') {
    return new OAuthError('unsupported_grant_type', `The grant type "${grantType}" is not supported.`);
  }
  const value = (body as Record<string, unknown>)[name];
  if (Array.isArray(value)) return new OAuthError('invalid_request', `The ${name} parameter must be given once.`);
  if (value === undefined || value === '')
    return new OAuthError('invalid_request', `The ${name} parameter is required.`);
  return new OAuthError('invalid_request', `The ${name} parameter is invalid.`);
}
