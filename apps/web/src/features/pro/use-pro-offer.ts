'use client';

import { choosePlan, type DiscountTerms, PURCHASE_REFUSALS, quotePurchase, type PurchaseQuote } from '@campwise/domain';
import { useEffect, useState } from 'react';
import { createApiClient, errorMessages } from '@/lib/api-client';
import { clearStoredCoupon, readStoredCoupon } from '@/lib/coupon-storage';
import { type DiscountCode, loadPlans, lookupDiscountCode, type ProPlan } from './pro-api';

export interface AppliedDiscount {
  code: string;
  terms: DiscountTerms;
}

export type ProOffer =
  | { state: 'loading' }
  | { state: 'unavailable'; message: string }
  | {
      state: 'ready';
      plan: ProPlan;
      quote: PurchaseQuote;
      /** The discount the quote includes: the stored coupon, else the plan's own. */
      discount: AppliedDiscount | null;
      /** The code sent with the purchase: only a coupon the visitor brought. */
      coupon: string | null;
      /** Why a stored coupon was not applied. */
      couponProblem: string | null;
    };

/** Why a looked-up code cannot be used, or null when it can. */
export function couponProblem(found: DiscountCode | null): string | null {
  if (!found) return PURCHASE_REFUSALS.invalidDiscount;
  if (!found.valid) return found.invalidReason ?? PURCHASE_REFUSALS.invalidDiscount;
  return null;
}

/** What the checkout offers: the plan chosen like the spec says, priced with any valid coupon. */
export function useProOffer(): ProOffer {
  const [offer, setOffer] = useState<ProOffer>({ state: 'loading' });

  useEffect(() => {
    let live = true;
    const client = createApiClient();
    void (async () => {
      try {
        const plan = choosePlan(await loadPlans(client));
        if (!plan) {
          if (live) setOffer({ state: 'unavailable', message: PURCHASE_REFUSALS.noPlan });
          return;
        }
        let discount: AppliedDiscount | null = plan.discount
          ? { code: plan.discount.code, terms: plan.discount }
          : null;
        let coupon: string | null = null;
        let problem: string | null = null;
        const stored = readStoredCoupon();
        if (stored) {
          const found = await lookupDiscountCode(client, stored);
          problem = couponProblem(found);
          if (found && !problem) {
            coupon = found.code;
            discount = { code: found.code, terms: found };
          } else {
            // A code that cannot be used would only fail the purchase; forget it.
            clearStoredCoupon();
          }
        }
        const quote = quotePurchase(
          { amount: plan.amount, trialPeriodDays: plan.trialPeriodDays, introPrice: plan.introPrice },
          discount?.terms ?? null,
        );
        if (live) setOffer({ state: 'ready', plan, quote, discount, coupon, couponProblem: problem });
      } catch (error) {
        if (live) setOffer({ state: 'unavailable', message: errorMessages(error).join(' ') });
      }
    })();
    return () => {
      live = false;
    };
  }, []);

  return offer;
}
