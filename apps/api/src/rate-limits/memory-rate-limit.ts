// A rolling-window limit counted in this process's memory: the same policy and arithmetic as the
// database's limits (rate-limit-window.ts), for cheap, frequent reads whose limit protects the
// process's own CPU (basemap pictures and tiles). The database's limits take a transaction and a
// per-key lock per request, which queues a map's 20 parallel tile requests one behind the other
// (a view of cached tiles: about 5 ms → 130 ms, measured); here a check is a few array steps.
// Each process counts its own requests, which is the point: each process's work is what is bounded.
import { decide, windowStart, type RateLimitDecision, type RateLimitPolicy } from './rate-limit-window.ts';

export interface MemoryRateLimiter {
  /** Takes one slot of the key's window, or refuses with the wait until one frees. */
  reserve(key: string, now: Date): RateLimitDecision;
}

export function createMemoryRateLimiter(policy: RateLimitPolicy): MemoryRateLimiter {
  const windowMs = policy.windowSeconds * 1000;
  // Each key's allowed requests, oldest first; refused ones are not kept, so a key holds at most
  // `limit` times and all keys together at most the allowed requests of one window.
  const events = new Map<string, number[]>();
  let lastSweep = 0;

  // Keys quiet for a whole window are forgotten, once a window: memory follows the traffic.
  function sweep(now: number): void {
    if (now - lastSweep < windowMs) return;
    lastSweep = now;
    for (const [key, times] of events) if (times[times.length - 1]! <= now - windowMs) events.delete(key);
  }

  return {
    reserve(key, at) {
      const now = at.getTime();
      sweep(now);
      const start = windowStart(policy, at).getTime();
      const times = events.get(key) ?? [];
      while (times.length > 0 && times[0]! <= start) times.shift();
      // decide() reads the newest `limit` events, newest first.
      const recent = times
        .slice(-policy.limit)
        .reverse()
        .map((time) => new Date(time));
      const decision = decide(policy, recent, at);
      if (!decision.allowed) return decision;
      times.push(now);
      events.set(key, times);
      return decision;
    },
  };
}
