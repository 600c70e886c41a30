// Who is looking at public photo routes. They need no sign-in, but a signed-in uploader or
// admin also sees hidden photos, so the token is read when one is sent; a bad token is the same
// as none (the routes answer what anyone may see).
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { readAccessToken } from '../auth/authenticate.ts';
import type { Clock } from '../auth/clock.ts';
import { authenticateAccessToken } from '../auth/token-service.ts';
import type { PhotoRecord, PhotoViewer } from './photo-repository.ts';

export async function optionalViewer(request: FastifyRequest, db: Db, clock: Clock): Promise<PhotoViewer | null> {
  if (request.user) return { id: request.user.id, admin: request.user.admin };
  const token = readAccessToken(request.headers);
  if (!token) return null;
  const user = await authenticateAccessToken(db, token, clock());
  return user ? { id: user.id, admin: user.admin } : null;
}

/** Admins and the uploader: they may delete it, and they see whether it is hidden. */
export function isOwnerOrAdmin(viewer: PhotoViewer | null, photo: PhotoRecord): boolean {
  return viewer !== null && (viewer.admin || viewer.id === photo.userId);
}
