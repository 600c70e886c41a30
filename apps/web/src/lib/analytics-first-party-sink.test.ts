import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from './analytics-client';
import { ANALYTICS_ENDPOINT, firstPartySink } from './analytics-first-party-sink';

function event(n: number, visitorId = 'visitor_1'): TrackedEvent {
  return {
    name: 'Booking Step Viewed',
    properties: { step: String(n) },
    path: '/checkout',
    pageName: 'Checkout',
    occurredAt: '2026-06-01T12:00:00.000Z',
    visitorId,
    experiments: {},
  };
}

function recordingFetch() {
  const calls: { url: string; init: RequestInit; body: { data: { attributes: Record<string, unknown> }[] } }[] = [];
  const fetch = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init!, body: JSON.parse(String(init!.body)) });
    return Promise.resolve(new Response(null, { status: 202 }));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

describe('the first-party sink', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a few seconds of events as one batch, once', async () => {
    const { fetch, calls } = recordingFetch();
    const sink = firstPartySink({ accessToken: () => null, fetch, delayMs: 2000 });
    sink.send(event(1));
    sink.send(event(2));
    vi.advanceTimersByTime(1999);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(ANALYTICS_ENDPOINT);
    expect(calls[0]!.init).toMatchObject({ method: 'POST', keepalive: true });
    expect(calls[0]!.init.headers).toEqual({ 'content-type': 'application/vnd.api+json' });
    expect(calls[0]!.body.data.map((item) => item.attributes.properties)).toEqual([{ step: '1' }, { step: '2' }]);
    expect(calls[0]!.body.data[0]).toEqual({
      type: 'analytics-events',
      attributes: {
        name: 'Booking Step Viewed',
        'visitor-id': 'visitor_1',
        'occurred-at': '2026-06-01T12:00:00.000Z',
        'page-name': 'Checkout',
        path: '/checkout',
        properties: { step: '1' },
        experiments: {},
      },
    });
    vi.advanceTimersByTime(10_000);
    expect(calls).toHaveLength(1);
    expect(sink.pending()).toBe(0);
  });

  it('sends a full batch at once, and the signed-in user’s token with it', () => {
    const { fetch, calls } = recordingFetch();
    const sink = firstPartySink({ accessToken: () => 'tok', fetch, batchSize: 3 });
    for (let n = 1; n <= 4; n += 1) sink.send(event(n));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body.data).toHaveLength(3);
    expect(calls[0]!.init.headers).toMatchObject({ 'x-access-token': 'tok', authorization: 'Bearer tok' });
    vi.runAllTimers();
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body.data).toHaveLength(1);
  });

  it('sends what it holds when the page goes, one request per visitor, and nothing twice', () => {
    const { fetch, calls } = recordingFetch();
    const sink = firstPartySink({ accessToken: () => null, fetch });
    sink.send(event(1, 'visitor_1'));
    sink.send(event(2, 'visitor_2'));
    sink.flush?.();
    expect(calls.map((call) => call.body.data.map((item) => item.attributes['visitor-id']))).toEqual([
      ['visitor_1'],
      ['visitor_2'],
    ]);
    vi.runAllTimers();
    sink.flush?.();
    expect(calls).toHaveLength(2);
  });

  it('falls back to sendBeacon when leaving without fetch, and survives a failed request', async () => {
    const beacons: Blob[] = [];
    const sink = firstPartySink({
      accessToken: () => null,
      fetch: undefined,
      sendBeacon: (_url, data) => beacons.push(data) > 0,
    });
    const withoutFetch = globalThis.fetch;
    // @ts-expect-error the sink must cope with a browser without fetch
    globalThis.fetch = undefined;
    try {
      sink.send(event(1));
      sink.flush?.();
    } finally {
      globalThis.fetch = withoutFetch;
    }
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.type).toBe('application/vnd.api+json');

    const failing = firstPartySink({ accessToken: () => null, fetch: () => Promise.reject(new Error('offline')) });
    failing.send(event(1));
    expect(() => failing.flush?.()).not.toThrow();
  });
});
