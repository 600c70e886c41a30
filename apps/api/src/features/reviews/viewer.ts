// Who is looking at public community content. Lists and single reads are public, but a
// signed-in caller sees more (their own hidden content, whether they voted), so these routes
// read a token when one is sent. A bad or expired token reads as anonymous rather than 401:
// a public page must not fail because a session lapsed.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readAccessToken } from '../auth/authenticate.ts';
import type { Clock } from '../auth/clock.ts';
import { authenticateAccessToken } from '../auth/token-service.ts';

export interface Viewer {
  id: number;
  admin: boolean;
}

export async function optionalViewer(request: FastifyRequest, db: Db, clock: Clock): Promise<Viewer | null> {
  const token = readAccessToken(request.headers);
  if (!token) return null;
  const user = await authenticateAccessToken(db, token, clock());
  return user ? { id: user.id, admin: user.admin } : null;
}

/** Hidden content is for admins and its author only. */
export function canSeeHidden(viewer: Viewer | null, authorId: number): boolean {
  return viewer !== null && (viewer.admin || viewer.id === authorId);
}
