// toAppError and errorDocument: what any thrown value becomes on the wire.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { CONCURRENT_CHANGE_MESSAGE, errorDocument, toAppError } from './error-document.ts';

function driverError(code: string) {
  return Object.assign(new Error('could not serialize access'), { code, params: ['secret'] });
}

describe('toAppError', () => {
  it.each(['23P01', '40P01', '40001'])('answers the database race %s with 409, behind Drizzle or not', (code) => {
    for (const error of [driverError(code), new DrizzleQueryError('update …', ['secret'], driverError(code))]) {
      const appError = toAppError(error);
      expect(appError.status).toBe(409);
      expect(errorDocument(appError)).toEqual({
        errors: [{ status: '409', code: 'conflict', title: 'Concurrent change', detail: CONCURRENT_CHANGE_MESSAGE }],
      });
    }
  });

  it('keeps other database errors a generic 500', () => {
    expect(toAppError(driverError('23505')).status).toBe(500);
    expect(toAppError(new DrizzleQueryError('select …', [], new Error('Connection terminated'))).status).toBe(500);
  });

  it('passes an AppError through with its code, status and headers', () => {
    const limited = AppError.rateLimited('Slow down.', 42);
    expect(toAppError(limited)).toBe(limited);
    expect(limited.headers).toEqual({ 'retry-after': '42' });
    expect(errorDocument(limited)).toEqual({
      errors: [{ status: '429', code: 'rate_limited', title: 'Too many requests', detail: 'Slow down.' }],
    });
  });

  it('writes any feature code with its own status', () => {
    const declined = new AppError({ status: 402, code: 'card_declined', title: 'Payment declined', detail: 'No.' });
    expect(errorDocument(declined).errors[0]).toEqual({
      status: '402',
      code: 'card_declined',
      title: 'Payment declined',
      detail: 'No.',
    });
  });
});
