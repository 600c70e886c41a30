// What Campwise keeps in next-auth's session and JWT (spec section 3: the session holds the user
// and the API access token). The refresh token stays in the encrypted JWT cookie and never
// reaches the browser's session object.
import type { ApiTokens } from '@/features/auth/accounts-api.server';
import type { SessionUser } from '@/features/auth/session-user';

declare module 'next-auth' {
  interface Session {
    user: SessionUser;
    accessToken: string;
  }

  /** What authorize() returns for email/password and one-tap sign-ins. */
  interface User {
    apiUser?: SessionUser;
    apiTokens?: ApiTokens;
  }
}

declare module 'next-auth/jwt' {
  interface JWT extends Partial<ApiTokens> {
    user?: SessionUser;
  }
}
