// Gift PRO (docs/api-pro.md): buying a year of PRO for someone by email, and redeeming its code.
import { z } from 'zod';
import { type Subscription, subscriptionSchema } from '@/features/pro/pro-api';
import { type ApiClient, createApiClient } from '@/lib/api-client';
import { camelizeKeys } from '@/lib/json-api/camelize-keys';

export const proGiftSchema = z.object({
  id: z.string(),
  code: z.string(),
  recipientEmail: z.string(),
  recipientName: z.string().nullable().default(null),
  message: z.string().nullable().default(null),
  amount: z.number().int(),
  status: z.string(),
  redeemed: z.boolean(),
});
export type ProGift = z.infer<typeof proGiftSchema>;

export interface GiftPurchase {
  recipientEmail: string;
  recipientName: string;
  message: string;
  /** The payment method id the card entry made. */
  token: string;
}

const documentSchema = z.object({ data: z.object({ id: z.string(), attributes: z.record(z.string(), z.unknown()) }) });

/**
 * POST /pro-gifts. The caller makes one Idempotency-Key per submit attempt, so a retried request
 * of that attempt can never charge the card twice.
 */
export async function buyGift(
  accessToken: string,
  purchase: GiftPurchase,
  idempotencyKey: string,
  fetchImpl?: typeof fetch,
): Promise<ProGift> {
  const client = createApiClient({ accessToken, fetch: fetchImpl });
  const attributes = {
    recipientEmail: purchase.recipientEmail.trim(),
    // Blank optional fields are left out rather than stored as empty text.
    ...(purchase.recipientName.trim() ? { recipientName: purchase.recipientName.trim() } : {}),
    ...(purchase.message.trim() ? { message: purchase.message.trim() } : {}),
    token: purchase.token,
  };
  return proGiftSchema.parse(await client.createRecord('pro-gifts', attributes, { idempotencyKey }));
}

/** POST /pro-gift-redemptions: answers the gift membership the code started. */
export async function redeemGift(client: ApiClient, code: string): Promise<Subscription> {
  const body = await client.postAction('/pro-gift-redemptions', 'pro-gift-redemptions', { code: code.trim() });
  const { data } = documentSchema.parse(body);
  return subscriptionSchema.parse({ ...(camelizeKeys(data.attributes) as object), id: data.id });
}
