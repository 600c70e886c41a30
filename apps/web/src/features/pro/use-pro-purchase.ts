'use client';

import { joinPurchaseErrors, PAYMENT_FALLBACK_ERROR, PURCHASE_REFUSALS } from '@campwise/domain';
import { useSession } from '@/features/auth/use-session';
import { getSession } from '@/lib/session-store';
import { useCallback, useRef, useState } from 'react';
import { writeProCookie } from '@/features/auth/pro-cookie';
import { ApiError } from '@/lib/api-client';
import { trackPurchaseOnce } from '@/lib/analytics';
import { clearStoredCoupon } from '@/lib/coupon-storage';
import { purchaseSubscription, type ProPlan, type Subscription } from './pro-api';
import { purchaseAttribution } from './purchase-attribution';
import { readTracking } from './tracking-storage';

export interface PurchaseInput {
  plan: ProPlan;
  coupon: string | null;
  trialDays: number;
  /** What the purchase is worth for analytics: the first year's price. */
  valueCents: number;
}

export interface ProPurchase {
  /** Buys PRO with a payment method id; answers the error to show, or null on success. */
  purchase: (input: PurchaseInput, token: string) => Promise<string | null>;
  subscription: Subscription | null;
}

/**
 * The purchase itself: the spec's preconditions (signed in, not PRO, a plan), the request with a
 * fresh Idempotency-Key per attempt, then everything a new member's browser must learn: the
 * session and PRO cookie, the analytics (once), and the used coupon forgotten.
 */
export function useProPurchase(): ProPurchase {
  const { update } = useSession();
  const [subscription, setSubscription] = useState<Subscription | null>(null);
  const inFlight = useRef(false);

  const purchase = useCallback(
    async (input: PurchaseInput, token: string): Promise<string | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      try {
        const session = await getSession();
        if (!session?.accessToken || !session.user) return PURCHASE_REFUSALS.signInRequired;
        if (session.user.pro) return PURCHASE_REFUSALS.alreadyPro;
        const bought = await purchaseSubscription(
          session.accessToken,
          {
            sku: input.plan.sku,
            token,
            coupon: input.coupon,
            attribution: purchaseAttribution(readTracking(), input.trialDays, document.cookie),
          },
          crypto.randomUUID(),
        );
        writeProCookie(true);
        trackPurchaseOnce({
          transactionId: bought.id,
          valueCents: input.valueCents,
          coupon: input.coupon,
          sku: bought.sku,
          itemName: bought.name,
        });
        clearStoredCoupon();
        setSubscription(bought);
        // The session says PRO from now on (the header, PRO-only features, the cookie sync).
        await update().catch(() => null);
        return null;
      } catch (error) {
        if (error instanceof ApiError) return joinPurchaseErrors(error.errors);
        return PAYMENT_FALLBACK_ERROR;
      } finally {
        inFlight.current = false;
      }
    },
    [update],
  );

  return { purchase, subscription };
}
