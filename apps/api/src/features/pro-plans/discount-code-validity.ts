// Whether a discount code can be used now, and what the buyer is told when it cannot.
import { PURCHASE_REFUSALS } from '@campwise/domain';
import type { DiscountCodeRow } from '../../db/schema/index.ts';

export type DiscountValidity = { valid: true; reason: null } | { valid: false; reason: string };

/** Codes are stored upper-case and looked up ignoring case and surrounding spaces. */
export function normalizeDiscountCode(code: string): string {
  return code.trim().toUpperCase();
}

export function discountCodeValidity(code: DiscountCodeRow, now: Date): DiscountValidity {
  if (code.expiresAt !== null && code.expiresAt.getTime() <= now.getTime()) {
    return { valid: false, reason: PURCHASE_REFUSALS.expiredDiscount };
  }
  const usedUp = code.maxRedemptions !== null && code.timesRedeemed >= code.maxRedemptions;
  const notStarted = code.startsAt !== null && code.startsAt.getTime() > now.getTime();
  if (!code.active || usedUp || notStarted) return { valid: false, reason: PURCHASE_REFUSALS.invalidDiscount };
  return { valid: true, reason: null };
}
