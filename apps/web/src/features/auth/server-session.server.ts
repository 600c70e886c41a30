// The session as server components see it. Read-only: a server component cannot set cookies,
// so refreshing the access token here would rotate the refresh token (the API revokes the old
// one) without saving the new pair, and sign the user out on the next request. The browser's
// session call (/api/auth/session) is where tokens are refreshed and saved.
import { getServerSession, type Session } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import { authOptions } from './auth-options.server';

const readOnlyOptions = {
  ...authOptions,
  callbacks: { ...authOptions.callbacks, jwt: ({ token }: { token: JWT }) => token },
};

export async function getServerAuthSession(): Promise<Session | null> {
  return getServerSession(readOnlyOptions);
}
