// next-auth callbacks: put the API's tokens and user into the JWT at sign-in, keep the access
// token fresh with the refresh grant, shape the session the browser sees, revoke at sign-out.
import type { Account, Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import type { fetchCurrentUser, requestTokens, revokeTokens } from './accounts-api.server';
import { type ApiTokens, TokenRequestError } from './accounts-api.server';
import type { SessionUser } from './session-user';

export interface AuthCallbackDeps {
  requestTokens: typeof requestTokens;
  fetchCurrentUser: typeof fetchCurrentUser;
  revokeTokens: typeof revokeTokens;
  now: () => number;
  /** OAUTH_CLIENT_SECRET: lets the API trust this server's external_identity requests. */
  oauthClientSecret: string | null;
}

export interface JwtCallbackParams {
  token: JWT;
  user?: User | null;
  account?: Account | null;
  trigger?: 'signIn' | 'signUp' | 'update';
}

function withApiSession(token: JWT, user: SessionUser, tokens: ApiTokens): JWT {
  return { ...token, sub: user.id, name: user.fullName, email: user.email, user, ...tokens };
}

/** The tokens in a JWT, if it holds a complete set. */
function tokensOf(token: JWT): ApiTokens | null {
  const { accessToken, refreshToken, accessTokenExpires, refreshAt } = token;
  if (!accessToken || !refreshToken || accessTokenExpires === undefined || refreshAt === undefined) return null;
  return { accessToken, refreshToken, accessTokenExpires, refreshAt };
}

// Two requests carrying the same cookie (two tabs, or a page load and a focus refetch) may both
// find the access token due. The API rotates refresh tokens, so only the first refresh would
// succeed and the second would sign the user out. Within this process they share one refresh
// and both answer with the new pair; the result is kept briefly for requests still in flight.
const SHARED_REFRESH_MS = 30_000;

export function createAuthCallbacks(deps: AuthCallbackDeps) {
  const refreshes = new Map<string, Promise<ApiTokens>>();

  function refreshOnce(refreshToken: string): Promise<ApiTokens> {
    const pending = refreshes.get(refreshToken);
    if (pending) return pending;
    const refreshed = deps.requestTokens({ grant_type: 'refresh_token', refresh_token: refreshToken });
    refreshes.set(refreshToken, refreshed);
    const forget = () => setTimeout(() => refreshes.delete(refreshToken), SHARED_REFRESH_MS).unref?.();
    refreshed.then(forget, () => refreshes.delete(refreshToken));
    return refreshed;
  }

  /** After Google, Apple or Facebook: trade the verified identity for API tokens. */
  async function exchangeExternalIdentity(account: Account, user: User): Promise<JWT> {
    if (!deps.oauthClientSecret) throw new Error('OAUTH_CLIENT_SECRET is not configured');
    const tokens = await deps.requestTokens({
      grant_type: 'external_identity',
      client_id: 'web',
      client_secret: deps.oauthClientSecret,
      provider: account.provider,
      provider_account_id: account.providerAccountId,
      email: user.email ?? '',
      name: user.name ?? '',
    });
    const apiUser = await deps.fetchCurrentUser(tokens.accessToken);
    return withApiSession({}, apiUser, tokens);
  }

  async function refresh(token: JWT, tokens: ApiTokens): Promise<JWT> {
    try {
      return { ...token, ...(await refreshOnce(tokens.refreshToken)) };
    } catch (error) {
      const refused = error instanceof TokenRequestError && error.status < 500;
      // The API being briefly unreachable should not sign anybody out while their token still works.
      if (!refused && deps.now() < tokens.accessTokenExpires) return token;
      // Throwing makes next-auth clear the session cookie: the browser becomes signed out.
      throw new Error('The session could not be renewed', { cause: error });
    }
  }

  async function jwt({ token, user, account, trigger }: JwtCallbackParams): Promise<JWT> {
    if (user && account) {
      if (account.type === 'credentials') {
        if (!user.apiUser || !user.apiTokens) throw new Error('Sign-in returned no API session');
        return withApiSession(token, user.apiUser, user.apiTokens);
      }
      return exchangeExternalIdentity(account, user);
    }
    const tokens = tokensOf(token);
    if (!tokens || !token.user) throw new Error('The session holds no API tokens');
    const current = deps.now() < tokens.refreshAt ? token : await refresh(token, tokens);
    // useSession().update() after a profile change: read the user again so the header and the
    // PRO flag follow. The client's data is ignored: the API is the only source of the user.
    if (trigger === 'update' && current.accessToken) {
      const apiUser = await deps.fetchCurrentUser(current.accessToken);
      return { ...current, user: apiUser, name: apiUser.fullName, email: apiUser.email };
    }
    return current;
  }

  function session({ session, token }: { session: Session; token: JWT }): Session {
    if (!token.user || !token.accessToken) throw new Error('The session holds no user');
    return { expires: session.expires, user: token.user, accessToken: token.accessToken };
  }

  async function signOut({ token }: { token: JWT | null }): Promise<void> {
    if (!token) return;
    await deps.revokeTokens([token.refreshToken, token.accessToken].filter((value): value is string => Boolean(value)));
  }

  return { jwt, session, signOut };
}
