// The next-auth providers, built from configuration: email and password always; Google, Apple
// and Facebook only when their client id and secret are set; Google one-tap when the Google
// client id is set. GET /api/auth/providers therefore lists exactly what works.
import type { User } from 'next-auth';
import AppleProvider from 'next-auth/providers/apple';
import CredentialsProvider from 'next-auth/providers/credentials';
import FacebookProvider from 'next-auth/providers/facebook';
import GoogleProvider from 'next-auth/providers/google';
import type { Provider } from 'next-auth/providers/index';
import type { AuthConfig } from '@/lib/config.server';
import { clientAddress } from '@/lib/client-address';
import { fetchCurrentUser, requestTokens, type TokenGrant } from './accounts-api.server';
import { CREDENTIALS_PROVIDER_ID, GOOGLE_ONE_TAP_PROVIDER_ID, type ProviderSummary } from './auth-provider-ids';
import { signInFailure } from './sign-in-failure.server';

/** The OAuth providers that have credentials, in the order their buttons appear. */
export function oauthProviders(auth: AuthConfig): ProviderSummary[] {
  return [
    auth.google && { id: 'google', name: 'Google' },
    auth.apple && { id: 'apple', name: 'Apple' },
    auth.facebook && { id: 'facebook', name: 'Facebook' },
  ].filter((provider): provider is ProviderSummary => Boolean(provider));
}

/** Every provider next-auth offers with this configuration. */
export function configuredProviders(auth: AuthConfig): ProviderSummary[] {
  return [
    { id: CREDENTIALS_PROVIDER_ID, name: 'Email' },
    ...(auth.googleOneTapClientId ? [{ id: GOOGLE_ONE_TAP_PROVIDER_ID, name: 'Google One Tap' }] : []),
    ...oauthProviders(auth),
  ];
}

/** Trades a grant for API tokens and the user they belong to; failures become next-auth errors. */
async function authorizeWithGrant(
  grant: TokenGrant,
  headers: Readonly<Record<string, unknown>> | undefined,
): Promise<User> {
  try {
    const apiTokens = await requestTokens(grant, { forwardedFor: clientAddress(headers) });
    const apiUser = await fetchCurrentUser(apiTokens.accessToken);
    return { id: apiUser.id, email: apiUser.email, name: apiUser.fullName, apiUser, apiTokens };
  } catch (error) {
    // next-auth puts this message into the `error` query parameter of its answer.
    throw new Error(signInFailure(error, { passwordGrant: grant.grant_type === 'password' }));
  }
}

export function buildAuthProviders(auth: AuthConfig): Provider[] {
  const providers: Provider[] = [
    CredentialsProvider({
      id: CREDENTIALS_PROVIDER_ID,
      name: 'Email',
      credentials: {
        username: { label: 'Email', type: 'email' },
        password: { label: 'Password', type: 'password' },
      },
      authorize: (credentials, request) =>
        authorizeWithGrant(
          { grant_type: 'password', username: credentials?.username ?? '', password: credentials?.password ?? '' },
          request.headers,
        ),
    }),
  ];
  if (auth.googleOneTapClientId) {
    providers.push(
      CredentialsProvider({
        id: GOOGLE_ONE_TAP_PROVIDER_ID,
        name: 'Google One Tap',
        credentials: { credential: { type: 'text' } },
        // The API checks the ID token's signature, issuer and audience; this server only relays it.
        authorize: (credentials, request) =>
          authorizeWithGrant(
            { grant_type: 'google_id_token', id_token: credentials?.credential ?? '' },
            request.headers,
          ),
      }),
    );
  }
  if (auth.google) providers.push(GoogleProvider(auth.google));
  if (auth.apple) providers.push(AppleProvider(auth.apple));
  if (auth.facebook) providers.push(FacebookProvider(auth.facebook));
  return providers;
}
