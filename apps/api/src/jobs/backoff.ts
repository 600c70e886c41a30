// How long a failed job waits before its next attempt: exponential, capped, no jitter (runners
// already spread out through their own polling), so tests can step the clock exactly.

const BASE_SECONDS = 10;
const CAP_SECONDS = 3600;

/** After the nth failed attempt (1-based): 10 s, 20 s, 40 s, … up to an hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(CAP_SECONDS, BASE_SECONDS * 2 ** Math.max(0, attempts - 1));
}
