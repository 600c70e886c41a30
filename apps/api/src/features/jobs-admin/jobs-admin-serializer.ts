import type { JobRow } from '../../db/schema/index.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';

/** A job without its payload (an email job's holds a reset link); `stuck` when its lease ran out. */
export function jobResource(row: JobRow, now: Date): ResourceObject {
  const stuck = row.status === 'running' && row.lockedUntil !== null && row.lockedUntil < now;
  return resource('jobs', String(row.id), {
    kind: row.kind,
    status: stuck ? 'stuck' : row.status,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    runAt: row.runAt.toISOString(),
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    lockedBy: row.lockedBy,
    lockedUntil: row.lockedUntil?.toISOString() ?? null,
  });
}
