// Where a "Get PRO" press leads (spec sections 4 and 6: upsell and checkout are for signed-in
// non-PRO users only; a visitor signs up first; a member has nothing to buy).

/** The overlay to open: sign-up (the sign-in-sign-up-upsell overlay in PRO mode) or the checkout. */
export type UpsellView = 'sign-up' | 'pro-checkout';

export type UpsellDecision = { kind: 'navigate'; to: string } | { kind: 'modal'; view: UpsellView };

export function upsellDecision(signedIn: boolean, isPro: boolean, redirect: string | null): UpsellDecision {
  if (!signedIn) return { kind: 'modal', view: 'sign-up' };
  if (isPro) return { kind: 'navigate', to: redirect ?? '/account' };
  return { kind: 'modal', view: 'pro-checkout' };
}
