// The provider's customer for a user: made once, then reused for every purchase and gift.
import type { MembershipContext } from './membership-context.ts';
import { findPaymentCustomer, savePaymentCustomer } from './subscription-repository.ts';

export interface Buyer {
  id: number;
  email: string;
  fullName: string;
}

/** Throws what the provider throws (PaymentProviderError when it cannot be reached). */
export async function customerFor(ctx: MembershipContext, buyer: Buyer): Promise<string> {
  const { db, provider } = ctx;
  const existingId = await findPaymentCustomer(db, provider.name, buyer.id);
  const customerId = await provider.ensureCustomer({
    existingId,
    userId: buyer.id,
    email: buyer.email,
    name: buyer.fullName,
    // One customer per user, however many requests ask at once.
    idempotencyKey: `customer:${buyer.id}`,
  });
  if (customerId === existingId) return customerId;
  return savePaymentCustomer(db, provider.name, buyer.id, customerId, ctx.clock());
}
