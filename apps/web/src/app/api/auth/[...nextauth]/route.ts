// next-auth's endpoints (spec section 7, session calls): session, csrf, providers,
// signin/{provider}, callback/{provider}, signout and _log, all under /api/auth.
import NextAuth from 'next-auth';
import { authOptions } from '@/features/auth/auth-options.server';

const handler: (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => Promise<Response> =
  NextAuth(authOptions);

export { handler as GET, handler as POST };
