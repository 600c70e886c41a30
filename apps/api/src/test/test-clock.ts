// A clock tests move by hand: token expiry, reset links and rate-limit windows without sleeping.
import type { Clock } from '../clock.ts';

export interface TestClock {
  now: Clock;
  advance(seconds: number): void;
}

export function createTestClock(start = new Date()): TestClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}
