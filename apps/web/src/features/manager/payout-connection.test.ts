import { describe, expect, it } from 'vitest';
import { disabledReasonText, payoutConnectionView, stripeReturnOf } from './payout-connection';
import { payoutSummarySchema, type PayoutSummary } from './payouts-api';

function summary(overrides: Partial<PayoutSummary>): PayoutSummary {
  return payoutSummarySchema.parse({ balanceCents: 12_500, provider: 'stripe', ...overrides });
}

describe('the payouts tab says where the money goes', () => {
  it('explains the local ledger without Stripe, with nothing to connect', () => {
    const view = payoutConnectionView(summary({ provider: 'local', connectStatus: 'not-connected' }));
    expect(view.title).toBeNull();
    expect(view.action).toBeNull();
    expect(view.text).toMatch(/^Payouts are not automatic: Campwise keeps this ledger of what it owes you\./);
  });

  it('offers to connect a campground without an account', () => {
    const view = payoutConnectionView(summary({ connectStatus: 'not-connected' }));
    expect(view).toMatchObject({ title: 'Get paid through Stripe', action: 'Connect with Stripe' });
  });

  it('sends a pending account back to finish onboarding', () => {
    const view = payoutConnectionView(summary({ connectStatus: 'pending' }));
    expect(view.action).toBe('Finish setting up payouts');
    expect(view.text).toContain('kept in this ledger');
  });

  it('shows an active account with the next automatic payout, when one is scheduled', () => {
    const active = payoutConnectionView(summary({ connectStatus: 'active', nextPayoutAt: '2030-06-04T18:00:00.000Z' }));
    expect(active).toMatchObject({ title: 'Connected to Stripe', action: null });
    expect(active.text).toContain('The next automatic payout is Jun 4, 2030');
    expect(payoutConnectionView(summary({ connectStatus: 'active' })).text).not.toContain('next automatic payout');
  });

  it("gives a restricted account Stripe's reason and a way to fix it", () => {
    const view = payoutConnectionView(
      summary({ connectStatus: 'restricted', disabledReason: 'requirements.past_due' }),
    );
    expect(view.action).toBe('Update your Stripe account');
    expect(view.text).toMatch(/^Stripe needs more information from you\. Until this is fixed nothing is sent/);
    expect(disabledReasonText('something.new')).toBe('Stripe has limited the account (something.new).');
    expect(disabledReasonText(null)).toBe('Stripe has limited the account.');
  });

  it('reads a summary from an API that does not know restricted or the newer attributes', () => {
    const parsed = payoutSummarySchema.parse({ provider: 'stripe', connectStatus: 'someday' });
    expect(parsed).toMatchObject({ connectStatus: 'not-connected', disabledReason: null, nextPayoutAt: null });
  });
});

describe('coming back from Stripe', () => {
  it('knows a return and an expired link, and nothing else', () => {
    expect(stripeReturnOf('return')).toBe('return');
    expect(stripeReturnOf('refresh')).toBe('refresh');
    expect(stripeReturnOf('other')).toBeNull();
    expect(stripeReturnOf(null)).toBeNull();
  });
});
