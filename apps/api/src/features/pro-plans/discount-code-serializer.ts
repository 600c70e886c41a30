import type { DiscountCodeRow } from '../../db/schema/index.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import { discountCodeValidity } from './discount-code-validity.ts';

/** Anyone may check a code; how often it was used and its limits are for admins. */
export function discountCodeResource(code: DiscountCodeRow, now: Date, forAdmin: boolean): ResourceObject {
  const validity = discountCodeValidity(code, now);
  return resource('discount-codes', code.code, {
    code: code.code,
    percentOff: code.percentOff,
    amountOff: code.amountOff,
    valid: validity.valid,
    invalidReason: validity.reason,
    expiresAt: code.expiresAt?.toISOString() ?? null,
    ...(forAdmin
      ? {
          startsAt: code.startsAt?.toISOString() ?? null,
          maxRedemptions: code.maxRedemptions,
          timesRedeemed: code.timesRedeemed,
          active: code.active,
        }
      : {}),
  });
}
