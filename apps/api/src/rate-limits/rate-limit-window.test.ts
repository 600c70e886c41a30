import { describe, expect, it } from 'vitest';
import { decide, strictest, windowStart, type RateLimitPolicy } from './rate-limit-window.ts';

const policy: RateLimitPolicy = { limit: 3, windowSeconds: 60 };
const now = new Date('2030-01-01T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000);

describe('decide', () => {
  it('allows while fewer than the limit fall inside the window', () => {
    expect(decide(policy, [], now)).toEqual({ allowed: true });
    expect(decide(policy, [ago(1), ago(2)], now)).toEqual({ allowed: true });
  });

  it('refuses at the limit until the oldest event of the window leaves it', () => {
    expect(decide(policy, [ago(5), ago(10), ago(20)], now)).toEqual({ allowed: false, retryAfterSeconds: 40 });
  });

  it('rounds the wait up and never answers zero', () => {
    expect(decide(policy, [ago(1), ago(2), ago(59.5)], now)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    expect(decide(policy, [ago(1), ago(2), ago(30.2)], now)).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });

  it('ignores events that have left the window', () => {
    expect(decide(policy, [ago(1), ago(2), ago(60)], now)).toEqual({ allowed: true });
    expect(decide(policy, [ago(1), ago(2), ago(61)], now)).toEqual({ allowed: true });
  });

  it('waits for the limit-th newest when more events than the limit slipped in', () => {
    expect(decide(policy, [ago(1), ago(2), ago(3), ago(50)], now)).toEqual({ allowed: false, retryAfterSeconds: 57 });
  });
});

describe('windowStart', () => {
  it('is one window before now', () => {
    expect(windowStart(policy, now)).toEqual(ago(60));
  });
});

describe('strictest', () => {
  it('refuses when any refuses, with the longest wait', () => {
    expect(strictest([{ allowed: true }, { allowed: true }])).toEqual({ allowed: true });
    expect(
      strictest([
        { allowed: false, retryAfterSeconds: 5 },
        { allowed: true },
        { allowed: false, retryAfterSeconds: 12 },
      ]),
    ).toEqual({ allowed: false, retryAfterSeconds: 12 });
  });
});
