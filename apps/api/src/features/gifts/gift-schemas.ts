// Wire shapes of PRO gifts and their redemption.
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';
import { emailField } from '../users/user-fields.ts';

const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const giftIdParams = z.object({ id: idString });

const trimmedText = (max: number, message: string) =>
  z
    .string({ error: message })
    .max(max, { error: message })
    .nullish()
    .transform((value) => (value ?? '').trim());

export const giftCreateDocumentSchema = resourceDocumentSchema('pro-gifts', {
  'recipient-email': emailField,
  'recipient-name': trimmedText(100, "The recipient's name is at most 100 characters."),
  message: trimmedText(500, 'A message is at most 500 characters.'),
  token: z
    .string({ error: 'Please enter your card details.' })
    .min(1, { error: 'Please enter your card details.' })
    .max(255, { error: 'Please enter your card details.' }),
  sku: z
    .string({ error: 'That PRO plan is not on sale.' })
    .min(1, { error: 'That PRO plan is not on sale.' })
    .max(100, { error: 'That PRO plan is not on sale.' })
    .nullish(),
});

export const giftRedemptionDocumentSchema = resourceDocumentSchema('pro-gift-redemptions', {
  code: z
    .string({ error: 'Please enter your gift code.' })
    .min(1, { error: 'Please enter your gift code.' })
    .max(100, { error: 'That gift code is not valid.' }),
});

const giftResourceSchema = resourceSchema(
  'pro-gifts',
  z.object({
    code: z.string().nullable(),
    'recipient-email': z.string(),
    'recipient-name': z.string(),
    message: z.string(),
    amount: z.number().int(),
    status: z.enum(['pending', 'paid', 'failed']),
    redeemed: z.boolean(),
    'created-at': z.string(),
  }),
);
export const giftDocumentSchema = singleDocumentSchema(giftResourceSchema);
export const giftListDocumentSchema = z.object({
  data: z.array(giftResourceSchema),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});
