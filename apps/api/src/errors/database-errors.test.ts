import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation, loggableError } from './database-errors.ts';

/** What PGlite and node-postgres throw: a message plus SQLSTATE fields, and the query's parameters. */
function driverError(code: string, constraint: string | undefined, params: unknown[]) {
  return Object.assign(new Error('duplicate key value violates unique constraint'), { code, constraint, params });
}

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';

describe('isUniqueViolation', () => {
  it("finds the SQLSTATE behind Drizzle's wrapper and matches the constraint", () => {
    const wrapped = new DrizzleQueryError('insert …', [HASH], driverError('23505', 'users_email_lower_idx', [HASH]));
    expect(isUniqueViolation(wrapped, 'users_email_lower_idx')).toBe(true);
    expect(isUniqueViolation(wrapped, 'other_idx')).toBe(false);
    expect(isUniqueViolation(driverError('23503', 'users_email_lower_idx', []), 'users_email_lower_idx')).toBe(false);
    expect(isUniqueViolation(new Error('boom'), 'users_email_lower_idx')).toBe(false);
  });
});

describe('loggableError', () => {
  it('keeps query parameters (hashes) out of what is logged', () => {
    const wrapped = new DrizzleQueryError('insert …', [HASH], driverError('23505', 'users_email_lower_idx', [HASH]));
    const logged = loggableError(wrapped);
    expect(JSON.stringify(logged)).not.toContain(HASH);
    expect(logged).toEqual({
      type: 'DatabaseError',
      code: '23505',
      constraint: 'users_email_lower_idx',
      message: 'duplicate key value violates unique constraint',
    });
  });

  it('reduces a query error without SQLSTATE (connection lost) to its cause', () => {
    const wrapped = new DrizzleQueryError('select …', [HASH], new Error('Connection terminated'));
    expect(loggableError(wrapped)).toEqual({ type: 'QueryError', message: 'Connection terminated' });
  });

  it('leaves other errors alone', () => {
    const error = new TypeError('x is undefined');
    expect(loggableError(error)).toBe(error);
  });
});
