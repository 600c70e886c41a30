import { describe, expect, it } from 'vitest';
import type { Subscription } from '@/features/pro/pro-api';
import { membershipStatus, membershipText, proUntilIfCancelled } from './membership-status';

function subscription(overrides: Partial<Subscription>): Subscription {
  return {
    id: '12',
    provider: 'local',
    status: 'trialing',
    sku: 'campwise_pro_yearly',
    name: 'Campwise PRO',
    amount: 5999,
    firstYearAmount: 4799,
    dueNow: 0,
    coupon: 'CAMP20',
    trialEnd: '2026-12-01T15:00:00.000Z',
    currentPeriodEnd: '2026-12-01T15:00:00.000Z',
    cancelAtPeriodEnd: false,
    pro: true,
    ...overrides,
  };
}

const text = (subscriptions: Subscription[]) => membershipText(membershipStatus(subscriptions), 'UTC');

describe('membership status on the account page', () => {
  it('is free without a membership, or with only ended ones', () => {
    expect(text([])).toMatchObject({ badge: 'Free member' });
    expect(membershipStatus([subscription({ status: 'canceled', pro: false })])).toEqual({ kind: 'free' });
    expect(membershipStatus([subscription({ status: 'failed', pro: false })])).toEqual({ kind: 'free' });
  });

  it('gives the trial end date and what is charged then (the discounted first year)', () => {
    expect(text([subscription({})])).toEqual({
      badge: 'PRO member',
      headline: 'Free trial — ends December 1, 2026',
      detail: 'Then $47.99 for your first year, charged on December 1, 2026, unless you cancel before.',
    });
  });

  it('gives the renewal date and yearly price of a paid membership', () => {
    const active = subscription({ status: 'active', trialEnd: null, currentPeriodEnd: '2027-11-22T10:00:00.000Z' });
    expect(text([active]).headline).toBe('Renews on November 22, 2027 for $59.99/year');
  });

  it('says PRO until the date, with no further charge, once cancelled at period end', () => {
    const trialCancelled = subscription({ cancelAtPeriodEnd: true });
    expect(text([trialCancelled])).toMatchObject({
      headline: 'PRO until December 1, 2026',
      detail: 'Your membership is cancelled: you will not be charged again.',
    });
    const paidCancelled = subscription({
      status: 'active',
      cancelAtPeriodEnd: true,
      trialEnd: '2026-12-01T15:00:00.000Z',
      currentPeriodEnd: '2027-12-01T15:00:00.000Z',
    });
    expect(text([paidCancelled]).headline).toBe('PRO until December 1, 2027');
  });

  it('shows a gift as a gift, not as a cancellable membership', () => {
    const gift = subscription({
      provider: 'gift',
      status: 'active',
      cancelAtPeriodEnd: true,
      trialEnd: null,
      currentPeriodEnd: '2027-11-22T10:00:00.000Z',
    });
    expect(membershipStatus([gift]).kind).toBe('gift');
    expect(text([gift]).headline).toBe('Gift membership — PRO until November 22, 2027');
  });

  it('keeps a member whose renewal failed PRO', () => {
    const pastDue = subscription({ status: 'past_due', trialEnd: null });
    expect(text([pastDue])).toMatchObject({ badge: 'PRO member', headline: 'Your last payment did not go through' });
  });

  it('reads the live membership, not an older ended one listed after it', () => {
    const ended = subscription({ id: '3', status: 'canceled', pro: false });
    const live = subscription({ id: '9' });
    const status = membershipStatus([live, ended]);
    expect(status.kind === 'trial' && status.subscription.id).toBe('9');
  });
});

describe('what a cancellation keeps', () => {
  it('keeps PRO until the trial ends, or the paid year ends; gifts and free cannot cancel', () => {
    expect(proUntilIfCancelled(membershipStatus([subscription({})]))?.toISOString()).toBe('2026-12-01T15:00:00.000Z');
    const active = subscription({ status: 'active', currentPeriodEnd: '2027-12-01T15:00:00.000Z' });
    expect(proUntilIfCancelled(membershipStatus([active]))?.toISOString()).toBe('2027-12-01T15:00:00.000Z');
    expect(proUntilIfCancelled(membershipStatus([]))).toBeNull();
    expect(proUntilIfCancelled(membershipStatus([subscription({ cancelAtPeriodEnd: true })]))).toBeNull();
    expect(proUntilIfCancelled(membershipStatus([subscription({ provider: 'gift', status: 'active' })]))).toBeNull();
  });
});
