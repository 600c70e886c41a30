import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('purchase attempt keys', () => {
  it('are 32 hex characters, different for each attempt', () => {
    const first = newIdempotencyKey();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(first);
  });
});
