// Discount codes: lookups for buyers and the admin's create/change. Purchases resolve the code
// they apply here (resolvePurchaseDiscount).
import { PURCHASE_REFUSALS } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import type { DiscountCodeRow } from '../../db/schema/index.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { findDiscountCode, insertDiscountCode, updateDiscountCode } from './discount-code-repository.ts';
import { discountCodeValidity, normalizeDiscountCode } from './discount-code-validity.ts';
import type { PlanRecord } from './plan-repository.ts';

export async function getDiscountCode(db: Db, code: string): Promise<DiscountCodeRow> {
  const row = await findDiscountCode(db, normalizeDiscountCode(code));
  if (!row) throw AppError.notFound(PURCHASE_REFUSALS.invalidDiscount);
  return row;
}

export interface NewDiscountCode {
  code: string;
  percentOff: number | null;
  amountOff: number | null;
  startsAt: Date | null;
  expiresAt: Date | null;
  maxRedemptions: number | null;
}

export async function createDiscountCode(db: Db, values: NewDiscountCode, now: Date): Promise<DiscountCodeRow> {
  if ((values.percentOff === null) === (values.amountOff === null)) {
    const detail = 'Give exactly one of percent-off or amount-off.';
    throw AppError.validation([
      { pointer: attributePointer(values.percentOff === null ? 'percent-off' : 'amount-off'), detail },
    ]);
  }
  if (values.startsAt && values.expiresAt && values.expiresAt <= values.startsAt) {
    throw AppError.validation([
      { pointer: attributePointer('expires-at'), detail: 'A code must expire after it starts.' },
    ]);
  }
  const row = await insertDiscountCode(db, { ...values, createdAt: now });
  if (!row) {
    throw AppError.conflict('Code in use', `There is already a discount code ${values.code}.`, {
      pointer: attributePointer('code'),
    });
  }
  return row;
}

export async function changeDiscountCode(
  db: Db,
  code: string,
  changes: Partial<Pick<DiscountCodeRow, 'active' | 'expiresAt' | 'maxRedemptions'>>,
): Promise<DiscountCodeRow> {
  const row = await updateDiscountCode(db, normalizeDiscountCode(code), changes);
  if (!row) throw AppError.notFound(PURCHASE_REFUSALS.invalidDiscount);
  return row;
}

/**
 * The discount a purchase gets: the buyer's code (422 on the coupon when it cannot be used), or
 * without one the plan's own code when that is usable now.
 */
export async function resolvePurchaseDiscount(
  db: Db,
  plan: PlanRecord,
  coupon: string | null,
  now: Date,
): Promise<DiscountCodeRow | null> {
  if (coupon === null) {
    return plan.discount && discountCodeValidity(plan.discount, now).valid ? plan.discount : null;
  }
  const row = await findDiscountCode(db, normalizeDiscountCode(coupon));
  const validity = row ? discountCodeValidity(row, now) : null;
  if (!row || !validity?.valid) {
    const detail = validity?.reason ?? PURCHASE_REFUSALS.invalidDiscount;
    throw AppError.validation([{ pointer: attributePointer('coupon'), detail }]);
  }
  return row;
}
