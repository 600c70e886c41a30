import { describe, expect, it } from 'vitest';
import { upsellDecision } from './upsell-decision';

describe('upsellDecision', () => {
  it('has a visitor sign up first', () => {
    expect(upsellDecision(false, false, '/search')).toEqual({ kind: 'modal', view: 'sign-up' });
  });

  it('takes a signed-in free member straight to the checkout', () => {
    expect(upsellDecision(true, false, null)).toEqual({ kind: 'modal', view: 'pro-checkout' });
  });

  it('sends a PRO member to the redirect, else to their account', () => {
    expect(upsellDecision(true, true, '/search?layers=national-forests')).toEqual({
      kind: 'navigate',
      to: '/search?layers=national-forests',
    });
    expect(upsellDecision(true, true, null)).toEqual({ kind: 'navigate', to: '/account' });
  });
});
