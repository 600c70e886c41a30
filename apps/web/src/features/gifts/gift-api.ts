// Gift PRO (docs/api-pro.md): buying a year of PRO for someone by email, and redeeming its code.
import { API_BASE_PATH, JSON_API_MEDIA_TYPE } from '@campwise/domain';
import { z } from 'zod';
import { type Subscription, subscriptionSchema } from '@/features/pro/pro-api';
import { type ApiClient, type ApiErrorItem, ApiRequestError } from '@/lib/api-client';
import { camelizeKeys, kebabizeKeys } from '@/lib/json-api/camelize-keys';

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

function errorItems(body: unknown): ApiErrorItem[] | null {
  const errors = (body as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return null;
  return errors.filter((error): error is ApiErrorItem => typeof error === 'object' && error !== null);
}

/**
 * POST /pro-gifts. The caller makes one Idempotency-Key per submit attempt, so a retried request
 * of that attempt can never charge the card twice.
 */
export async function buyGift(
  accessToken: string,
  purchase: GiftPurchase,
  idempotencyKey: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): Promise<ProGift> {
  const url = `${API_BASE_PATH}/pro-gifts`;
  const attributes = {
    recipientEmail: purchase.recipientEmail.trim(),
    // Blank optional fields are left out rather than stored as empty text.
    ...(purchase.recipientName.trim() ? { recipientName: purchase.recipientName.trim() } : {}),
    ...(purchase.message.trim() ? { message: purchase.message.trim() } : {}),
    token: purchase.token,
  };
  const response = await fetchImpl(url, {
    method: 'POST',
    headers: {
      Accept: JSON_API_MEDIA_TYPE,
      'Content-Type': JSON_API_MEDIA_TYPE,
      'x-access-token': accessToken,
      Authorization: `Bearer ${accessToken}`,
      'Idempotency-Key': idempotencyKey,
    },
    body: JSON.stringify({ data: { type: 'pro-gifts', attributes: kebabizeKeys(attributes) } }),
    credentials: 'same-origin',
  });
  const body = (await response.json().catch(() => null)) as unknown;
  if (!response.ok) {
    throw new ApiRequestError(
      response.status,
      url,
      errorItems(body) ?? [{ status: String(response.status), detail: 'Error creating pro-gifts' }],
    );
  }
  const { data } = documentSchema.parse(body);
  return proGiftSchema.parse({ ...(camelizeKeys(data.attributes) as object), id: data.id });
}

/** POST /pro-gift-redemptions: answers the gift membership the code started. */
export async function redeemGift(client: ApiClient, code: string): Promise<Subscription> {
  const body = await client.postAction('/pro-gift-redemptions', 'pro-gift-redemptions', { code: code.trim() });
  const { data } = documentSchema.parse(body);
  return subscriptionSchema.parse({ ...(camelizeKeys(data.attributes) as object), id: data.id });
}
