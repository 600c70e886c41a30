// PRO plans: the list buyers choose from and the admin's create/change. A platform has at most
// one active default plan (a unique index); making a plan the default takes the role from the
// previous one in the same transaction.
import type { Db } from '../../db/client.ts';
import { AppError } from '../../errors/app-error.ts';
import { attributePointer } from '../../jsonapi/request-document.ts';
import { findDiscountCode } from './discount-code-repository.ts';
import { normalizeDiscountCode } from './discount-code-validity.ts';
import {
  clearDefault,
  findPlan,
  insertPlan,
  listPlans,
  updatePlan,
  type PlanChanges,
  type PlanRecord,
} from './plan-repository.ts';

export const getPlans = listPlans;

export async function getPlan(db: Db, id: number): Promise<PlanRecord> {
  const plan = await findPlan(db, id);
  if (!plan) throw AppError.notFound(`No platform subscription with id ${id}.`);
  return plan;
}

/** The stored form of a plan's discount code; 422 when there is no such code. */
async function checkedDiscountCode(db: Db, code: string | null): Promise<string | null> {
  if (code === null || code.trim() === '') return null;
  const normalized = normalizeDiscountCode(code);
  if (!(await findDiscountCode(db, normalized))) {
    throw AppError.validation([
      { pointer: attributePointer('discount-code'), detail: `There is no discount code ${normalized}.` },
    ]);
  }
  return normalized;
}

export interface NewPlan {
  platform: string;
  sku: string;
  name: string;
  amount: number;
  isDefault: boolean;
  period: string;
  trialPeriodDays: number;
  introPrice: number | null;
  discountCode: string | null;
  active: boolean;
}

export async function createPlan(db: Db, values: NewPlan, now: Date): Promise<PlanRecord> {
  const discountCode = await checkedDiscountCode(db, values.discountCode);
  const id = await db.transaction(async (tx) => {
    if (values.isDefault && values.active) await clearDefault(tx, values.platform, null, now);
    return insertPlan(tx, { ...values, discountCode, createdAt: now, updatedAt: now });
  });
  if (id === null) {
    throw AppError.conflict('Sku in use', `The ${values.platform} platform already has a plan ${values.sku}.`, {
      pointer: attributePointer('sku'),
    });
  }
  return getPlan(db, id);
}

export async function changePlan(db: Db, id: number, changes: PlanChanges, now: Date): Promise<PlanRecord> {
  const plan = await getPlan(db, id);
  const checked: PlanChanges = { ...changes };
  if (changes.discountCode !== undefined) checked.discountCode = await checkedDiscountCode(db, changes.discountCode);
  await db.transaction(async (tx) => {
    const willBeDefault = (checked.isDefault ?? plan.isDefault) && (checked.active ?? plan.active);
    if (willBeDefault) await clearDefault(tx, plan.platform, id, now);
    await updatePlan(tx, id, checked, now);
  });
  return getPlan(db, id);
}
