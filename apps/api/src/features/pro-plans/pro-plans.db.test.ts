import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdmin, createUser, jsonApi, type TestUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createTestClock } from '../../test/test-clock.ts';

const START = new Date('2026-11-22T10:00:00.000Z');

let t: TestApp;
let admin: TestUser;
let camper: TestUser;
const clock = createTestClock(START);

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: clock.now });
  admin = await createAdmin(t);
  camper = await createUser(t);
});
afterAll(async () => {
  await t?.close();
});

function send(user: TestUser, method: 'POST' | 'PATCH', url: string, type: string, attributes: unknown, id?: string) {
  return t.request(jsonApi(method, url, type, attributes, { headers: user.headers, ...(id ? { id } : {}) }));
}

const createPlan = (user: TestUser, attributes: Record<string, unknown>) =>
  send(user, 'POST', '/api/v6/platform-subscriptions', 'platform-subscriptions', attributes);
const patchPlan = (user: TestUser, id: string, attributes: Record<string, unknown>) =>
  send(user, 'PATCH', `/api/v6/platform-subscriptions/${id}`, 'platform-subscriptions', attributes, id);
const createCode = (user: TestUser, attributes: Record<string, unknown>) =>
  send(user, 'POST', '/api/v6/discount-codes', 'discount-codes', attributes);

async function plans(query = '') {
  const response = await t.get(`/api/v6/platform-subscriptions${query}`);
  expect(response.status).toBe(200);
  return response.body.data as { id: string; attributes: Record<string, unknown> }[];
}

describe('GET /api/v6/platform-subscriptions', () => {
  it('lists the seeded plan with every field the checkout reads', async () => {
    const [plan, ...rest] = await plans('?filter[platform]=stripe');
    expect(rest).toEqual([]);
    expect(plan).toMatchObject({
      type: 'platform-subscriptions',
      id: '1',
      attributes: {
        platform: 'stripe',
        sku: 'campwise_pro_yearly',
        name: 'Campwise PRO',
        amount: 5999,
        default: true,
        period: 'year',
        'trial-period-days': 7,
        'intro-price': null,
        discount: null,
      },
    });
    expect(await plans()).toHaveLength(1);
    expect(await plans('?filter[platform]=apple')).toEqual([]);
  });

  it('keeps inactive plans for admins', async () => {
    // Anonymous: 401 (sign in first); signed in without being an admin: 403.
    const anonymous = await t.get('/api/v6/platform-subscriptions?filter[active]=all');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errors[0].code).toBe('unauthorized');
    expect((await t.get('/api/v6/platform-subscriptions?filter[active]=all', camper.headers)).status).toBe(403);
    expect((await t.get('/api/v6/platform-subscriptions?filter[colour]=red')).status).toBe(400);
  });
});

describe('admins editing plans', () => {
  it('refuses non-admins', async () => {
    expect((await createPlan(camper, { sku: 'x', name: 'X', amount: 100 })).status).toBe(403);
    expect((await patchPlan(camper, '1', { amount: 1 })).status).toBe(403);
  });

  it('adds a plan; a new default takes the role from the previous one, listed first', async () => {
    const created = await createPlan(admin, {
      sku: 'campwise_pro_yearly_2',
      name: 'Campwise PRO 2',
      amount: 4999,
      'trial-period-days': 14,
      default: true,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    let list = await plans();
    expect(list.map((plan) => [plan.id, plan.attributes.default])).toEqual([
      [id, true],
      ['1', false],
    ]);

    expect((await createPlan(admin, { sku: 'campwise_pro_yearly_2', name: 'Again', amount: 1 })).status).toBe(409);

    // Back to the seeded plan as the default; the other one is taken off sale.
    expect((await patchPlan(admin, '1', { default: true })).body.data.attributes.default).toBe(true);
    const off = await patchPlan(admin, id, { active: false });
    expect(off.body.data.attributes).toMatchObject({ active: false, default: false });
    list = await plans();
    expect(list.map((plan) => plan.id)).toEqual(['1']);
    const all = await t.get('/api/v6/platform-subscriptions?filter[active]=all', admin.headers);
    expect(all.body.data.map((plan: { id: string }) => plan.id)).toEqual(['1', id]);
    expect((await t.get(`/api/v6/platform-subscriptions/${id}`)).status).toBe(404);
    expect((await t.get(`/api/v6/platform-subscriptions/${id}`, admin.headers)).status).toBe(200);
    expect((await t.get('/api/v6/platform-subscriptions/1')).body.data.attributes.default).toBe(true);
  });

  it('shows the discount of a plan while its code can be used', async () => {
    expect((await createCode(admin, { code: 'spring25', 'percent-off': 25 })).status).toBe(201);
    expect((await patchPlan(admin, '1', { 'discount-code': 'nope' })).status).toBe(422);
    const patched = await patchPlan(admin, '1', { 'discount-code': 'Spring25', name: 'Campwise PRO Yearly' });
    expect(patched.status).toBe(200);
    expect(patched.body.data.attributes).toMatchObject({
      name: 'Campwise PRO Yearly',
      discount: { code: 'SPRING25', 'percent-off': 25, 'amount-off': null },
    });
    await send(admin, 'PATCH', '/api/v6/discount-codes/SPRING25', 'discount-codes', { active: false });
    expect((await plans())[0]!.attributes.discount).toBeNull();
    await patchPlan(admin, '1', { 'discount-code': null, name: 'Campwise PRO' });
  });

  it('validates prices and trials', async () => {
    const response = await patchPlan(admin, '1', { amount: -1, 'trial-period-days': 400 });
    expect(response.status).toBe(422);
    expect(response.body.errors.map((error: { source: { pointer: string } }) => error.source.pointer).sort()).toEqual([
      '/data/attributes/amount',
      '/data/attributes/trial-period-days',
    ]);
    expect((await patchPlan(admin, '999', { amount: 1 })).status).toBe(404);
  });
});

describe('discount codes', () => {
  async function check(code: string) {
    return t.get(`/api/v6/discount-codes/${code}`);
  }

  it('tells anyone whether a code is valid, matching it ignoring case', async () => {
    expect(
      (await createCode(admin, { code: 'CAMP20', 'percent-off': 20, 'expires-at': '2026-12-31T23:59:59Z' })).status,
    ).toBe(201);
    const response = await check('camp20');
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      type: 'discount-codes',
      id: 'CAMP20',
      attributes: {
        code: 'CAMP20',
        'percent-off': 20,
        'amount-off': null,
        valid: true,
        'invalid-reason': null,
        'expires-at': '2026-12-31T23:59:59.000Z',
      },
    });
    expect(response.body.data.attributes).not.toHaveProperty('times-redeemed');
    expect((await check('NOPE')).status).toBe(404);
  });

  it.each([
    ['EXPIRED', { 'expires-at': '2026-11-01T00:00:00Z' }, 'That discount code has expired.'],
    ['LATER', { 'starts-at': '2027-01-01T00:00:00Z' }, 'That discount code is not valid.'],
  ])('says %s cannot be used', async (code, dates, reason) => {
    expect((await createCode(admin, { code, 'amount-off': 500, ...dates })).status).toBe(201);
    expect((await check(code)).body.data.attributes).toMatchObject({ valid: false, 'invalid-reason': reason });
  });

  it('says an inactive or used-up code is not valid', async () => {
    expect((await createCode(admin, { code: 'ONCE', 'amount-off': 500, 'max-redemptions': 1 })).status).toBe(201);
    expect((await check('ONCE')).body.data.attributes.valid).toBe(true);
    await send(admin, 'PATCH', '/api/v6/discount-codes/once', 'discount-codes', {
      'max-redemptions': null,
      active: false,
    });
    expect((await check('ONCE')).body.data.attributes).toMatchObject({
      valid: false,
      'invalid-reason': 'That discount code is not valid.',
    });
    const usedUp = await createCode(admin, { code: 'NONE_LEFT', 'percent-off': 5, 'max-redemptions': 1 });
    expect(usedUp.status).toBe(201);
    await t.database.db.execute(sql`update discount_codes set times_redeemed = 1 where code = 'NONE_LEFT'`);
    expect((await check('none_left')).body.data.attributes.valid).toBe(false);
  });

  it('checks new codes and keeps them to admins', async () => {
    expect((await createCode(camper, { code: 'MINE', 'percent-off': 50 })).status).toBe(403);
    const both = await createCode(admin, { code: 'BOTH', 'percent-off': 5, 'amount-off': 100 });
    expect(both.status).toBe(422);
    const neither = await createCode(admin, { code: 'NEITHER' });
    expect(neither.status).toBe(422);
    const badCode = await createCode(admin, { code: 'a b', 'percent-off': 5 });
    expect(badCode.body.errors[0].source.pointer).toBe('/data/attributes/code');
    expect((await createCode(admin, { code: 'camp20', 'percent-off': 5 })).status).toBe(409);
    expect((await t.get('/api/v6/discount-codes', camper.headers)).status).toBe(403);
    const list = await t.get('/api/v6/discount-codes', admin.headers);
    expect(list.body.data.map((code: { id: string }) => code.id)).toContain('CAMP20');
  });
});
