// What repositories need to know about driver errors, the same for PGlite and node-postgres.
// Drizzle wraps the driver's error (and the query's parameters) in DrizzleQueryError.

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  message?: unknown;
  cause?: unknown;
}

function driverError(error: unknown): DriverError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
    const candidate = current as DriverError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate;
    current = candidate.cause;
  }
  return null;
}

/** True when the error is a unique violation (SQLSTATE 23505) of the named index or constraint. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  const found = driverError(error);
  return found?.code === '23505' && found.constraint === constraint;
}

/**
 * SQLSTATEs of a transaction that lost a race with another one: an exclusion constraint
 * (23P01, e.g. two bookings of one site overlapping), a deadlock (40P01) or a serialization
 * failure (40001). Retrying the request may well succeed.
 */
const CONCURRENCY_FAILURES = new Set(['23P01', '40P01', '40001']);

export function isConcurrencyFailure(error: unknown): boolean {
  const code = driverError(error)?.code;
  return typeof code === 'string' && CONCURRENCY_FAILURES.has(code);
}

/**
 * A version of an error that is safe to log: query parameters may hold password or token
 * hashes, so a database error is reduced to its SQLSTATE, constraint and message.
 */
export function loggableError(error: unknown): unknown {
  const found = driverError(error);
  if (found) {
    return {
      type: 'DatabaseError',
      code: found.code,
      constraint: found.constraint,
      message: typeof found.message === 'string' ? found.message : undefined,
    };
  }
  if (error && typeof error === 'object' && 'params' in error) {
    const cause = (error as DriverError).cause;
    return { type: 'QueryError', message: cause instanceof Error ? cause.message : 'query failed' };
  }
  return error;
}
