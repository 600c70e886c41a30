// Wire shapes of memberships (subscriptions).
import { z } from 'zod';
import { couponToStore } from '@campwise/domain';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const subscriptionIdParams = z.object({ id: idString });
export const SUBSCRIPTION_FILTERS = { user: idString };

const ATTRIBUTION_MAX_BYTES = 4096;

export const subscriptionCreateDocumentSchema = resourceDocumentSchema('subscriptions', {
  platform: z
    .string({ error: 'Please choose a PRO plan.' })
    .min(1, { error: 'Please choose a PRO plan.' })
    .max(40, { error: 'That PRO plan is not on sale.' }),
  sku: z
    .string({ error: 'Please choose a PRO plan.' })
    .min(1, { error: 'Please choose a PRO plan.' })
    .max(100, { error: 'That PRO plan is not on sale.' }),
  token: z
    .string({ error: 'Please enter your card details.' })
    .min(1, { error: 'Please enter your card details.' })
    .max(255, { error: 'Please enter your card details.' }),
  coupon: z
    .string({ error: 'A discount code must be text.' })
    .max(100, { error: 'That discount code is not valid.' })
    .nullish()
    .transform((value) => couponToStore(value)),
  attribution: z
    .record(z.string(), z.unknown(), { error: 'Attribution must be an object.' })
    .nullish()
    .transform((value) => value ?? {})
    .refine((value) => Buffer.byteLength(JSON.stringify(value)) <= ATTRIBUTION_MAX_BYTES, {
      error: 'Attribution is at most 4 KB.',
    }),
  autorenew: z.boolean({ error: 'Autorenew must be true or false.' }).nullish(),
  // Sent by some clients; never read: the server prices every purchase itself.
  amount: z.unknown().optional(),
});

export const subscriptionUpdateDocumentSchema = resourceDocumentSchema('subscriptions', {
  'cancel-at-period-end': z.boolean({ error: 'Cancel at period end must be true or false.' }),
});

const subscriptionResourceSchema = resourceSchema(
  'subscriptions',
  z.object({
    provider: z.string(),
    status: z.enum(['pending', 'trialing', 'active', 'past_due', 'canceled', 'failed']),
    sku: z.string(),
    name: z.string(),
    amount: z.number().int(),
    'first-year-amount': z.number().int(),
    'due-now': z.number().int(),
    coupon: z.string().nullable(),
    'trial-end': z.string().nullable(),
    'current-period-end': z.string().nullable(),
    'cancel-at-period-end': z.boolean(),
    'canceled-at': z.string().nullable(),
    'ended-at': z.string().nullable(),
    pro: z.boolean(),
    'created-at': z.string(),
  }),
  ['user'],
);
export const subscriptionDocumentSchema = singleDocumentSchema(subscriptionResourceSchema);
export const subscriptionListDocumentSchema = z.object({
  data: z.array(subscriptionResourceSchema),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});
