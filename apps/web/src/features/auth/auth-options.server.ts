// next-auth's configuration: JWT sessions holding the API's tokens, the providers the
// environment enables, our own sign-in page, and a logger that never prints tokens.
import type { NextAuthOptions } from 'next-auth';
import { serverConfig } from '@/lib/config.server';
import { fetchCurrentUser, requestTokens, revokeTokens } from './accounts-api.server';
import { createAuthCallbacks } from './auth-callbacks.server';
import { buildAuthProviders } from './auth-providers.server';
import { resolveAuthSecret } from './auth-secret.server';

// next-auth v4 reads its public address from this variable only, at request time. The site
// has one public address (PUBLIC_WEB_URL), so next-auth is given that one.
process.env.NEXTAUTH_URL = serverConfig.auth.url;

const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60; // as long as the API's refresh tokens live

const callbacks = createAuthCallbacks({
  requestTokens,
  fetchCurrentUser,
  revokeTokens,
  now: Date.now,
  oauthClientSecret: serverConfig.auth.oauthClientSecret,
});

/** Only the code and message: metadata objects can hold provider responses with tokens in them. */
function describe(metadata: unknown): string {
  if (metadata instanceof Error) return metadata.message;
  if (typeof metadata === 'object' && metadata !== null && 'error' in metadata && metadata.error instanceof Error) {
    return metadata.error.message;
  }
  return '';
}

export const authOptions: NextAuthOptions = {
  secret: resolveAuthSecret(serverConfig.auth.secret, {
    nodeEnv: process.env.NODE_ENV,
    phase: process.env.NEXT_PHASE,
  }),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE_SECONDS },
  // Errors land on the sign-in page too: it knows how to word them (spec section 8).
  pages: { signIn: '/signin', error: '/signin' },
  providers: buildAuthProviders(serverConfig.auth),
  callbacks: { jwt: callbacks.jwt, session: callbacks.session },
  events: { signOut: callbacks.signOut },
  logger: {
    error: (code, metadata) => console.error(`[auth] ${code}: ${describe(metadata)}`),
    warn: (code) => console.warn(`[auth] ${code}`),
    debug: () => {},
  },
};
