// The default analytics sink: our own API (POST /api/v6/analytics-events, docs/api-analytics.md)
// in batches: a few seconds' events in one request, at once when a batch is full, and whatever is
// left when the page is hidden or left (fetch keepalive, or sendBeacon where fetch cannot). A
// failed batch is dropped: analytics must never get in a visitor's way.
import { ANALYTICS_LIMITS, API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import type { AnalyticsSink, TrackedEvent } from './analytics-client';

export const ANALYTICS_ENDPOINT = `${API_BASE_PATH}/analytics-events`;

export interface FirstPartySinkOptions {
  /** The signed-in user's access token, so their events are theirs; null for visitors. */
  accessToken: () => string | null;
  fetch?: typeof fetch;
  sendBeacon?: ((url: string, data: Blob) => boolean) | null;
  delayMs?: number;
  batchSize?: number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export function eventBatchDocument(events: readonly TrackedEvent[]) {
  return {
    data: events.map((event) => ({
      type: 'analytics-events',
      attributes: {
        name: event.name,
        'visitor-id': event.visitorId,
        'occurred-at': event.occurredAt,
        'page-name': event.pageName,
        path: event.path,
        properties: event.properties,
        experiments: event.experiments,
      },
    })),
  };
}

export function firstPartySink(options: FirstPartySinkOptions): AnalyticsSink & { pending: () => number } {
  const batchSize = options.batchSize ?? ANALYTICS_LIMITS.batchSize;
  const delayMs = options.delayMs ?? 2000;
  const setTimer = options.setTimer ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  const queue: TrackedEvent[] = [];
  let timer: unknown = null;

  function post(batch: TrackedEvent[], leaving: boolean): void {
    const body = JSON.stringify(eventBatchDocument(batch));
    const token = options.accessToken();
    const doFetch = options.fetch ?? (typeof fetch === 'undefined' ? null : fetch);
    if (doFetch) {
      doFetch(ANALYTICS_ENDPOINT, {
        method: 'POST',
        keepalive: true,
        headers: {
          'content-type': JSON_API_MEDIA_TYPE,
          ...(token ? { 'x-access-token': token, authorization: `Bearer ${token}` } : {}),
        },
        body,
      }).catch(() => undefined);
    } else if (leaving && options.sendBeacon) {
      options.sendBeacon(ANALYTICS_ENDPOINT, new Blob([body], { type: JSON_API_MEDIA_TYPE }));
    }
  }

  function send(leaving: boolean): void {
    if (timer !== null) clearTimer(timer);
    timer = null;
    while (queue.length > 0) {
      // One request names one visitor (the API's rule); a visitor id changes only if the cookie goes.
      const visitor = queue[0]!.visitorId;
      const batch: TrackedEvent[] = [];
      while (batch.length < batchSize && queue[0]?.visitorId === visitor) batch.push(queue.shift()!);
      post(batch, leaving);
    }
  }

  return {
    name: 'first-party',
    send(event) {
      queue.push(event);
      if (queue.length >= batchSize) send(false);
      else if (timer === null) timer = setTimer(() => send(false), delayMs);
    },
    flush() {
      send(true);
    },
    pending: () => queue.length,
  };
}
