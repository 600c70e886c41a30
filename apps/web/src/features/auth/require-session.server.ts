// For pages that need a signed-in user (spec section 6): without a session, send the visitor
// to sign in with error SessionRequired and a callback url that brings them back.
import type { Session } from 'next-auth';
import { redirect } from 'next/navigation';
import { getServerAuthSession } from './server-session.server';
import { signInPathFor } from './sign-in-path';

/** `path` is the page's own path and query, e.g. "/account?tab=password". */
export async function requireSession(path: string): Promise<Session> {
  const session = await getServerAuthSession();
  if (!session) redirect(signInPathFor(path));
  return session;
}
