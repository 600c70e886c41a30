// First-party analytics (docs/api-analytics.md) through app.inject() on a real database: who may
// send and read, what a batch must look like, the rate limit, and the summary's days, funnel and
// experiment results computed from events stored through the route.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { analyticsEvents, rateLimitEvents, subscriptions } from '../../db/schema/index.ts';
import { createAdmin, createUser, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';
import { BATCHES_PER_VISITOR } from './analytics-service.ts';

const clock = createTestClock(new Date('2026-06-10T12:00:00Z'));
const minutesAgo = (minutes: number) => new Date(clock.now().getTime() - minutes * 60_000).toISOString();

let t: TestApp;
let admin: TestUser;
let camper: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
  admin = await createAdmin(t);
  camper = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.database.db.delete(analyticsEvents);
  await t.database.db.delete(rateLimitEvents);
});

interface EventInput {
  name: string;
  visitor?: string;
  at?: string;
  properties?: Record<string, unknown>;
  experiments?: Record<string, string>;
  [attribute: string]: unknown;
}

function eventResource({ name, visitor = 'v_1', at = minutesAgo(1), properties, experiments, ...rest }: EventInput) {
  return {
    type: 'analytics-events',
    attributes: {
      name,
      'visitor-id': visitor,
      'occurred-at': at,
      'page-name': 'Search',
      path: '/search',
      ...(properties ? { properties } : {}),
      ...(experiments ? { experiments } : {}),
      ...rest,
    },
  };
}

function send(body: unknown, headers: Record<string, string> = {}) {
  return t.request({
    method: 'POST',
    url: '/api/v6/analytics-events',
    headers: { 'content-type': 'application/vnd.api+json', 'x-forwarded-for': '203.0.113.9', ...headers },
    payload: JSON.stringify(body),
  });
}

const sendEvents = (events: EventInput[], headers: Record<string, string> = {}) =>
  send({ data: events.map(eventResource) }, headers);

describe('POST /analytics-events', () => {
  it('stores an anonymous batch, each event with its page, experiments and the browser’s time', async () => {
    const at = minutesAgo(3);
    const res = await sendEvents([
      { name: 'Experiment Viewed', at, properties: { experiment: 'pro-upgrade-modal', variant: 'c' } },
      { name: 'Sign In Completed', experiments: { 'pro-upgrade-modal': 'c' }, properties: { method: 'email' } },
    ]);
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ meta: { accepted: 2 } });
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      name: 'Experiment Viewed',
      visitorId: 'v_1',
      userId: null,
      pageName: 'Search',
      path: '/search',
      properties: { experiment: 'pro-upgrade-modal', variant: 'c' },
      experiments: {},
      occurredAt: new Date(at),
    });
    expect(rows[1]).toMatchObject({ experiments: { 'pro-upgrade-modal': 'c' }, properties: { method: 'email' } });
  });

  it('names the signed-in sender, and reads a bad token as anonymous', async () => {
    expect((await sendEvents([{ name: 'Sign In Completed' }], camper.headers)).status).toBe(202);
    expect((await sendEvents([{ name: 'Sign In Completed' }], { 'x-access-token': 'nonsense' })).status).toBe(202);
    const rows = await t.database.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
    expect(rows.map((row) => row.userId)).toEqual([Number(camper.id), null]);
  });

  it('stores a time the browser’s clock cannot be believed about at its arrival', async () => {
    await sendEvents([{ name: 'Sign In Completed', at: '2020-01-01T00:00:00Z' }]);
    const [row] = await t.database.db.select().from(analyticsEvents);
    expect(row?.occurredAt).toEqual(clock.now());
  });

  it('refuses unknown names, oversized properties and unknown attributes, one 422 error per attribute', async () => {
    const res = await sendEvents([
      { name: 'Sign In Completed' },
      { name: 'Page Hacked' },
      { name: 'Sign In Completed', properties: { note: 'x'.repeat(501) } },
      { name: 'Sign In Completed', 'user-id': 1 },
      { name: 'Sign In Completed', properties: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i])) },
      { name: 'Sign In Completed', experiments: { 'Pro Modal': 'a' } },
    ]);
    expect(res.status).toBe(422);
    expect(res.body.errors.map((error: { source: { pointer: string } }) => error.source.pointer)).toEqual([
      '/data/1/attributes/name',
      '/data/2/attributes/properties',
      '/data/3/attributes/user-id',
      '/data/4/attributes/properties',
      '/data/5/attributes/experiments',
    ]);
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('refuses a body that is not a batch with a 400, and more than 50 events', async () => {
    const notBatch = await send({ data: eventResource({ name: 'Sign In Completed' }) });
    expect(notBatch.status).toBe(400);
    expect(notBatch.body.errors[0].source.pointer).toBe('/data');
    const wrongType = await send({ data: [{ ...eventResource({ name: 'Sign In Completed' }), type: 'users' }] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors[0].source.pointer).toBe('/data/0/type');
    const tooMany = await sendEvents(Array.from({ length: 51 }, () => ({ name: 'Sign In Completed' })));
    expect(tooMany.status).toBe(400);
    const twoVisitors = await sendEvents([
      { name: 'Sign In Completed', visitor: 'v_1' },
      { name: 'Sign In Completed', visitor: 'v_2' },
    ]);
    expect(twoVisitors.status).toBe(400);
    expect(await t.database.db.select().from(analyticsEvents)).toHaveLength(0);
  });

  it('limits batches per visitor with a 429 and Retry-After', async () => {
    for (let i = 0; i < BATCHES_PER_VISITOR.limit; i += 1) {
      expect((await sendEvents([{ name: 'Sign In Completed', visitor: 'v_busy' }])).status).toBe(202);
    }
    const refused = await sendEvents([{ name: 'Sign In Completed', visitor: 'v_busy' }]);
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    // Another visitor on the same address is not held back by this one.
    expect((await sendEvents([{ name: 'Sign In Completed', visitor: 'v_calm' }])).status).toBe(202);
    const busy = await t.database.db.select().from(analyticsEvents).where(eq(analyticsEvents.visitorId, 'v_busy'));
    expect(busy).toHaveLength(BATCHES_PER_VISITOR.limit);
  });
});

describe('GET /analytics-summary', () => {
  const summary = (query = '', user: TestUser | null = admin) =>
    t.get(`/api/v6/analytics-summary${query}`, user?.headers ?? {});

  it('is for admins: anonymous 401, others 403', async () => {
    expect((await summary('', null)).status).toBe(401);
    expect((await summary('', camper)).status).toBe(403);
  });

  it('refuses bad ranges with a 400 naming the parameter', async () => {
    const reversed = await summary('?filter[from]=2026-06-10&filter[to]=2026-06-01');
    expect(reversed.status).toBe(400);
    expect(reversed.body.errors[0].source.parameter).toBe('filter[from]');
    expect((await summary('?filter[from]=June')).status).toBe(400);
    expect((await summary('?filter[from]=2024-01-01&filter[to]=2026-06-01')).status).toBe(400);
    expect((await summary('?filter[day]=2026-06-01')).status).toBe(400);
  });

  it('counts events per day, the sign-up to PRO funnel and each variant’s conversions', async () => {
    const exposed = (visitor: string, variant: string, at: string) =>
      sendEvents(
        [{ name: 'Experiment Viewed', visitor, at, properties: { experiment: 'pro-upgrade-modal', variant } }],
        { 'x-forwarded-for': `198.51.100.${visitor.length}` },
      );
    const inVariant = (variant: string) => ({ 'pro-upgrade-modal': variant });
    // Four visitors: b signs up and buys, c is shown c and signs up only, another c buys without
    // a sign-up in range, and a visitor never shown the experiment only browses.
    await exposed('v_b', 'b', minutesAgo(50));
    await sendEvents([
      { name: 'Sign Up Completed', visitor: 'v_b', at: minutesAgo(40), experiments: inVariant('b') },
      { name: 'Pro Purchase', visitor: 'v_b', at: minutesAgo(30), experiments: inVariant('b') },
    ]);
    await exposed('v_c1', 'c', minutesAgo(50));
    await exposed('v_c1', 'c', minutesAgo(45));
    await sendEvents([{ name: 'Sign Up Completed', visitor: 'v_c1', at: minutesAgo(40), experiments: inVariant('c') }]);
    await exposed('v_c22', 'c', minutesAgo(20));
    await sendEvents([{ name: 'Pro Purchase', visitor: 'v_c22', at: minutesAgo(10), experiments: inVariant('c') }]);
    await sendEvents([{ name: 'Booking Started', visitor: 'v_other' }]);
    // A purchase before the exposure, and an event of yesterday, count only in their own places.
    await sendEvents([{ name: 'Pro Purchase', visitor: 'v_early', at: minutesAgo(59), experiments: inVariant('b') }]);
    await exposed('v_early', 'b', minutesAgo(58));
    await sendEvents([{ name: 'Sign In Completed', visitor: 'v_yesterday', at: minutesAgo(13 * 60) }]);

    const res = await summary('?filter[from]=2026-06-09&filter[to]=2026-06-10');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'analytics-summaries', id: '2026-06-09..2026-06-10' });
    const attributes = res.body.data.attributes;
    expect(attributes.from).toBe('2026-06-09');
    expect(attributes['events-per-day']).toEqual([
      { day: '2026-06-09', name: 'Sign In Completed', count: 1 },
      { day: '2026-06-10', name: 'Booking Started', count: 1 },
      { day: '2026-06-10', name: 'Experiment Viewed', count: 5 },
      { day: '2026-06-10', name: 'Pro Purchase', count: 3 },
      { day: '2026-06-10', name: 'Sign Up Completed', count: 2 },
    ]);
    expect(attributes.funnel).toEqual([
      { step: 'visited', visitors: 6 },
      { step: 'signed-up', visitors: 2 },
      { step: 'bought-pro', visitors: 1 },
    ]);
    expect(attributes.experiments).toEqual([
      { experiment: 'pro-upgrade-modal', variant: 'b', visitors: 2, 'pro-purchases': 1, 'conversion-rate': 0.5 },
      { experiment: 'pro-upgrade-modal', variant: 'c', visitors: 2, 'pro-purchases': 1, 'conversion-rate': 0.5 },
    ]);

    const today = await summary('?filter[from]=2026-06-10&filter[to]=2026-06-10');
    expect(today.body.data.attributes.funnel[0]).toEqual({ step: 'visited', visitors: 5 });
    const byDefault = await summary();
    expect(byDefault.body.data.attributes).toMatchObject({ from: '2026-05-12', to: '2026-06-10' });
  });

  it('counts PRO purchases per variant from the subscriptions themselves, beside the browsers’ figures', async () => {
    await t.database.db.delete(subscriptions);
    const variant = (name: string) => ({
      'pro-upgrade-modal': { name: 'pro-upgrade-modal', variant: name, id: `pro-upgrade-modal-${name}`, header: 'x' },
    });
    const sale = async (status: string, attribution: Record<string, unknown>, minutes = 30, provider = 'stripe') => {
      const buyer = await createUser(t);
      const at = new Date(minutesAgo(minutes));
      await t.database.db.insert(subscriptions).values({
        userId: Number(buyer.id),
        provider,
        status,
        sku: 'campwise_pro_yearly',
        amountCents: 5999,
        firstYearCents: 5999,
        dueNowCents: 0,
        attribution,
        createdAt: at,
        updatedAt: at,
      });
    };
    // Three real sales in b (a trial, a paid one, one since cancelled), one in c; none of them
    // sent a browser event, so only the server's count sees them.
    await sale('trialing', { purchase_type: 'trial', experiments: variant('b') });
    await sale('active', { purchase_type: 'paid', experiments: variant('b') });
    await sale('canceled', { experiments: variant('b') });
    await sale('active', { experiments: variant('c') });
    // Not sales, not in range, or not a shape a browser of ours sends: left out.
    await sale('failed', { experiments: variant('c') });
    await sale('pending', { experiments: variant('c') });
    await sale('active', { experiments: variant('d') }, 3 * 24 * 60);
    await sale('active', { experiments: variant('d') }, 30, 'gift');
    await sale('active', { experiments: 'pro-upgrade-modal=b' });
    await sale('active', { experiments: { 'pro-upgrade-modal': 'b', 'Pro Modal': { variant: 'a' } } });
    await sale('active', {});

    const attributes = (await summary('?filter[from]=2026-06-09&filter[to]=2026-06-10')).body.data.attributes;
    expect(attributes['recorded-purchases']).toEqual([
      { experiment: 'pro-upgrade-modal', variant: 'b', purchases: 3 },
      { experiment: 'pro-upgrade-modal', variant: 'c', purchases: 1 },
    ]);
    // The browsers reported none of these sales.
    expect(attributes.experiments).toEqual([]);
  });
});
