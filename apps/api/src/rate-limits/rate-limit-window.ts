// Rolling-window rate limiting, the arithmetic only: given the newest events of one key,
// is another attempt allowed, and if not, how long until it is.

export interface RateLimitPolicy {
  /** Events allowed inside one window. */
  limit: number;
  windowSeconds: number;
}

export type RateLimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Events older than this cannot matter to the decision. */
export function windowStart(policy: RateLimitPolicy, now: Date): Date {
  return new Date(now.getTime() - policy.windowSeconds * 1000);
}

/**
 * `recent` is the key's events inside the window, newest first, at most `policy.limit` of them.
 * With `limit` events in the window the next attempt must wait until the limit-th newest
 * (the oldest of them) leaves the window; rounding up so that waiting that long always works.
 */
export function decide(policy: RateLimitPolicy, recent: readonly Date[], now: Date): RateLimitDecision {
  const inWindow = recent.filter((at) => at.getTime() > windowStart(policy, now).getTime());
  if (inWindow.length < policy.limit) return { allowed: true };
  const freeing = inWindow[policy.limit - 1]!;
  const waitMs = freeing.getTime() + policy.windowSeconds * 1000 - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** The strictest of several decisions: refused if any refuses, waiting for the longest. */
export function strictest(decisions: readonly RateLimitDecision[]): RateLimitDecision {
  let wait = 0;
  for (const decision of decisions) if (!decision.allowed) wait = Math.max(wait, decision.retryAfterSeconds);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}
