import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './memory-rate-limit.ts';

const start = new Date('2030-01-01T12:00:00.000Z');
const at = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe('createMemoryRateLimiter', () => {
  it('allows the limit inside a window, then refuses until the oldest leaves it', () => {
    const limiter = createMemoryRateLimiter({ limit: 3, windowSeconds: 60 });
    expect(limiter.reserve('a', at(0))).toEqual({ allowed: true });
    expect(limiter.reserve('a', at(10))).toEqual({ allowed: true });
    expect(limiter.reserve('a', at(20))).toEqual({ allowed: true });
    expect(limiter.reserve('a', at(20.5))).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect(limiter.reserve('a', at(59.5))).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // The first request has left the window: one slot again, and only one.
    expect(limiter.reserve('a', at(60))).toEqual({ allowed: true });
    expect(limiter.reserve('a', at(61))).toEqual({ allowed: false, retryAfterSeconds: 9 });
  });

  it('counts each key apart, and refused requests not at all', () => {
    const limiter = createMemoryRateLimiter({ limit: 2, windowSeconds: 60 });
    limiter.reserve('a', at(0));
    limiter.reserve('a', at(0));
    for (let i = 0; i < 10; i++) expect(limiter.reserve('a', at(30)).allowed).toBe(false);
    expect(limiter.reserve('b', at(30))).toEqual({ allowed: true });
    // Refusals kept nothing: a window after the first two, both slots are free.
    expect(limiter.reserve('a', at(60))).toEqual({ allowed: true });
    expect(limiter.reserve('a', at(60))).toEqual({ allowed: true });
  });

  it('forgets quiet keys: a key seen again after a long pause starts afresh', () => {
    const limiter = createMemoryRateLimiter({ limit: 1, windowSeconds: 60 });
    expect(limiter.reserve('a', at(0))).toEqual({ allowed: true });
    expect(limiter.reserve('b', at(3600))).toEqual({ allowed: true });
    expect(limiter.reserve('a', at(3600))).toEqual({ allowed: true });
  });
});
