// A block refused because stays are in the way (409 site-unavailable, docs/api-manager.md):
// the answer's meta.conflicts names them, so the manager sees what to move or cancel first.
import { ApiError } from '@/lib/api-client';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';
import { type BlockConflict, blockConflictSchema } from './manager-records';

/** The stays named by a refused block; none for any other failure. */
export function blockConflicts(error: unknown): BlockConflict[] {
  if (!(error instanceof ApiError) || error.status !== 409) return [];
  const listed = (camelizeKeys(error.meta ?? {}) as { conflicts?: unknown }).conflicts;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((item) => {
    const parsed = blockConflictSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

export const BLOCK_REASON_MAX = 200;
