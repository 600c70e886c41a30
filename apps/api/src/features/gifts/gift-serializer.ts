import type { ProGiftRow } from '../../db/schema/index.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';

/** For the buyer only: the code is theirs to pass on. */
export function giftResource(gift: ProGiftRow): ResourceObject {
  return resource('pro-gifts', String(gift.id), {
    code: gift.code,
    recipientEmail: gift.recipientEmail,
    recipientName: gift.recipientName,
    message: gift.message,
    amount: gift.amountCents,
    status: gift.status,
    redeemed: gift.redeemedAt !== null,
    createdAt: gift.createdAt.toISOString(),
  });
}
