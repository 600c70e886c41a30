// Deleting a photo's files: best effort, after the row is gone or was never written.
import type { PhotosContext } from './photos-context.ts';

/**
 * Deletes every key, whatever happens to the others. A file that cannot be deleted is logged,
 * not thrown: the request it belongs to has already decided its outcome, and a stray file
 * under a random key is unreachable clutter, not a leak of anything still listed.
 */
export async function deletePhotoFiles(
  ctx: Pick<PhotosContext, 'storage' | 'log'>,
  keys: readonly string[],
): Promise<void> {
  const results = await Promise.allSettled(keys.map((key) => ctx.storage.delete(key)));
  for (const [index, result] of results.entries()) {
    if (result.status === 'rejected') ctx.log.error({ err: result.reason, key: keys[index] }, 'photo file not deleted');
  }
}
