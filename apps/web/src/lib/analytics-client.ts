// One analytics client with pluggable sinks: every event is tracked once here and handed to each
// sink (the first-party endpoint by default; a tag manager or product-analytics service when the
// site is configured with one). Events tracked before the client is configured wait for it, so a
// page's first events are not lost to the order in which components mount.
import type { AnalyticsEvent } from '@campwise/domain';

export type AnalyticsProps = Readonly<Record<string, string | number | boolean | null>>;

/** Where the visitor is and what they are in, when the event is handed to the sinks. */
export interface AnalyticsContext {
  visitorId: string;
  experiments: Readonly<Record<string, string>>;
}

export interface TrackedEvent extends AnalyticsContext {
  name: AnalyticsEvent;
  properties: AnalyticsProps;
  pageName: string;
  path: string;
  /** ISO timestamp. */
  occurredAt: string;
}

export interface PurchaseDetails {
  transactionId: string;
  /** Cents: what the purchase is worth (the first year's price, even when a trial is due $0). */
  valueCents: number;
  coupon: string | null;
  sku: string;
  itemName: string;
}

/**
 * A destination of events. `purchase` is for sinks with an ecommerce convention of their own
 * (the tag manager's purchase event); `flush` sends what a batching sink holds (the page is going).
 */
export interface AnalyticsSink {
  readonly name: string;
  send(event: TrackedEvent): void;
  purchase?(purchase: PurchaseDetails): void;
  flush?(): void;
}

export interface AnalyticsClientOptions {
  now?: () => number;
  /** The same event with the same properties on the same page within this window is one event. */
  dedupeMs?: number;
  /** Events kept while unconfigured; the oldest go first beyond it. */
  maxPending?: number;
}

export interface AnalyticsClient {
  /** Answers whether the event was taken (false: a repeat within the dedupe window). */
  track(name: AnalyticsEvent, properties: AnalyticsProps, where: { path: string; pageName: string }): boolean;
  purchase(purchase: PurchaseDetails): void;
  configure(sinks: readonly AnalyticsSink[], context: () => AnalyticsContext): void;
  flush(): void;
}

type Pending =
  | { kind: 'event'; event: Omit<TrackedEvent, keyof AnalyticsContext> }
  | { kind: 'purchase'; purchase: PurchaseDetails };

function stableKey(name: string, path: string, properties: AnalyticsProps): string {
  const sorted = Object.keys(properties)
    .sort()
    .map((key) => [key, properties[key]]);
  return `${name}\u0000${path}\u0000${JSON.stringify(sorted)}`;
}

export function createAnalyticsClient(options: AnalyticsClientOptions = {}): AnalyticsClient {
  const now = options.now ?? Date.now;
  const dedupeMs = options.dedupeMs ?? 1000;
  const maxPending = options.maxPending ?? 100;
  let sinks: readonly AnalyticsSink[] | null = null;
  let context: (() => AnalyticsContext) | null = null;
  const pending: Pending[] = [];
  const lastSeen = new Map<string, number>();

  function dispatch(item: Pending): void {
    if (!sinks || !context) {
      pending.push(item);
      if (pending.length > maxPending) pending.shift();
      return;
    }
    if (item.kind === 'purchase') {
      for (const sink of sinks) sink.purchase?.(item.purchase);
      return;
    }
    const event: TrackedEvent = { ...item.event, ...context() };
    for (const sink of sinks) {
      try {
        sink.send(event);
      } catch {
        // One failing destination must not keep the event from the others.
      }
    }
  }

  return {
    track(name, properties, where) {
      const at = now();
      const key = stableKey(name, where.path, properties);
      const previous = lastSeen.get(key);
      if (previous !== undefined && at - previous < dedupeMs) return false;
      lastSeen.set(key, at);
      if (lastSeen.size > 200) {
        for (const [seen, time] of lastSeen) if (at - time >= dedupeMs) lastSeen.delete(seen);
      }
      dispatch({
        kind: 'event',
        event: {
          name,
          properties: { ...properties },
          path: where.path,
          pageName: where.pageName,
          occurredAt: new Date(at).toISOString(),
        },
      });
      return true;
    },
    purchase(purchase) {
      dispatch({ kind: 'purchase', purchase });
    },
    configure(nextSinks, nextContext) {
      sinks = nextSinks;
      context = nextContext;
      for (const item of pending.splice(0)) dispatch(item);
    },
    flush() {
      for (const sink of sinks ?? []) sink.flush?.();
    },
  };
}
