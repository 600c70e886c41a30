// The portal's account states from what Stripe reports (decision 0018).
import { describe, expect, it } from 'vitest';
import { payoutAccountStatus, type ConnectedAccount } from './payout-provider.ts';

const NEW_ACCOUNT: ConnectedAccount = {
  id: 'acct_1',
  detailsSubmitted: false,
  payoutsEnabled: false,
  transfersActive: false,
  disabledReason: 'requirements.past_due',
};

describe('payoutAccountStatus', () => {
  it('keeps a new account pending: its disabled reason only says onboarding is not done', () => {
    expect(payoutAccountStatus(NEW_ACCOUNT)).toBe('pending');
  });

  it('stays pending while Stripe checks submitted details', () => {
    expect(payoutAccountStatus({ ...NEW_ACCOUNT, detailsSubmitted: true, disabledReason: null })).toBe('pending');
    expect(
      payoutAccountStatus({ ...NEW_ACCOUNT, detailsSubmitted: true, payoutsEnabled: true, disabledReason: null }),
    ).toBe('pending');
  });

  it('is active once details are in and Stripe enables payouts and transfers', () => {
    const active = {
      ...NEW_ACCOUNT,
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersActive: true,
      disabledReason: null,
    };
    expect(payoutAccountStatus(active)).toBe('active');
  });

  it('is restricted when Stripe disables an onboarded account, even one that was paying out', () => {
    const restricted = {
      ...NEW_ACCOUNT,
      detailsSubmitted: true,
      payoutsEnabled: true,
      transfersActive: true,
      disabledReason: 'rejected.fraud',
    };
    expect(payoutAccountStatus(restricted)).toBe('restricted');
  });
});
