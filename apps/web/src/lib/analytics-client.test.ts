import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsClient, type AnalyticsSink, type TrackedEvent } from './analytics-client';

function recordingSink(name = 'recording') {
  const events: TrackedEvent[] = [];
  const purchases: string[] = [];
  const sink: AnalyticsSink = {
    name,
    send: (event) => void events.push(event),
    purchase: (purchase) => void purchases.push(purchase.transactionId),
  };
  return { sink, events, purchases };
}

const where = { path: '/claim/add', pageName: 'Claim' };
const context = () => ({ visitorId: 'visitor_1', experiments: { 'pro-upgrade-modal': 'c' } });

describe('the analytics client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-06-01T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('hands each event once to every sink, with its page, visitor and experiments', () => {
    const client = createAnalyticsClient();
    const first = recordingSink('first');
    const second = recordingSink('second');
    client.configure([first.sink, second.sink], context);
    expect(client.track('Add Location Started', {}, where)).toBe(true);
    expect(first.events).toEqual([
      {
        name: 'Add Location Started',
        properties: {},
        path: '/claim/add',
        pageName: 'Claim',
        occurredAt: '2026-06-01T12:00:00.000Z',
        visitorId: 'visitor_1',
        experiments: { 'pro-upgrade-modal': 'c' },
      },
    ]);
    expect(second.events).toEqual(first.events);
  });

  it('fires a repeated event once: the same name, properties and page within a second', () => {
    const client = createAnalyticsClient();
    const { sink, events } = recordingSink();
    client.configure([sink], context);
    // A component's mount effect run twice (strict mode), or a double click.
    expect(client.track('Add Location Step Viewed', { step: 'location', n: 1 }, where)).toBe(true);
    expect(client.track('Add Location Step Viewed', { n: 1, step: 'location' }, where)).toBe(false);
    vi.advanceTimersByTime(999);
    expect(client.track('Add Location Step Viewed', { step: 'location', n: 1 }, where)).toBe(false);
    // Another step, or another page, is another event.
    expect(client.track('Add Location Step Viewed', { step: 'details', n: 1 }, where)).toBe(true);
    expect(client.track('Add Location Step Viewed', { step: 'location', n: 1 }, { ...where, path: '/x' })).toBe(true);
    expect(events).toHaveLength(3);
    // The same step seen again later is seen again.
    vi.advanceTimersByTime(1001);
    expect(client.track('Add Location Step Viewed', { step: 'location', n: 1 }, where)).toBe(true);
    expect(events).toHaveLength(4);
  });

  it('keeps events and purchases tracked before it is configured, and hands them over once', () => {
    const client = createAnalyticsClient();
    client.track('Sign In Completed', { method: 'email' }, where);
    client.purchase({ transactionId: '7', valueCents: 5999, coupon: null, sku: 'pro', itemName: 'PRO' });
    const { sink, events, purchases } = recordingSink();
    client.configure([sink], context);
    expect(events.map((event) => event.name)).toEqual(['Sign In Completed']);
    expect(events[0]?.experiments).toEqual({ 'pro-upgrade-modal': 'c' });
    expect(purchases).toEqual(['7']);
    client.configure([sink], context);
    expect(events).toHaveLength(1);
  });

  it('keeps a failing sink from the others', () => {
    const client = createAnalyticsClient();
    const { sink, events } = recordingSink();
    const broken: AnalyticsSink = {
      name: 'broken',
      send: () => {
        throw new Error('blocked by an extension');
      },
    };
    client.configure([broken, sink], context);
    client.track('Sign In Completed', {}, where);
    expect(events).toHaveLength(1);
  });
});
