// Wire shapes of discount codes.
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

export const discountCodeParams = z.object({ code: z.string().min(1).max(100) });

const dateTime = z.iso.datetime({ offset: true, error: 'Give a date and time like 2026-12-31T23:59:59Z.' });
const maxRedemptions = z
  .number({ error: 'The most redemptions must be a whole number of at least 1.' })
  .int({ error: 'The most redemptions must be a whole number of at least 1.' })
  .min(1, { error: 'The most redemptions must be a whole number of at least 1.' })
  .max(2 ** 31 - 1);

export const discountCodeCreateDocumentSchema = resourceDocumentSchema('discount-codes', {
  code: z
    .string({ error: 'Please enter a code.' })
    .regex(/^[A-Za-z0-9_-]{3,40}$/, { error: 'A code is 3 to 40 letters, digits, - or _.' })
    .transform((value) => value.toUpperCase()),
  'percent-off': z
    .number({ error: 'Percent off must be a whole number from 1 to 100.' })
    .int({ error: 'Percent off must be a whole number from 1 to 100.' })
    .min(1, { error: 'Percent off must be a whole number from 1 to 100.' })
    .max(100, { error: 'Percent off must be a whole number from 1 to 100.' })
    .nullish(),
  'amount-off': z
    .number({ error: 'Amount off must be whole cents, at least 1.' })
    .int({ error: 'Amount off must be whole cents, at least 1.' })
    .min(1, { error: 'Amount off must be whole cents, at least 1.' })
    .max(2 ** 31 - 1)
    .nullish(),
  'starts-at': dateTime.nullish(),
  'expires-at': dateTime.nullish(),
  'max-redemptions': maxRedemptions.nullish(),
});

export const discountCodeUpdateDocumentSchema = resourceDocumentSchema('discount-codes', {
  active: z.boolean({ error: 'Active must be true or false.' }).optional(),
  'expires-at': dateTime.nullable().optional(),
  'max-redemptions': maxRedemptions.nullable().optional(),
});

const discountCodeResourceSchema = resourceSchema(
  'discount-codes',
  z.object({
    code: z.string(),
    'percent-off': z.number().int().nullable(),
    'amount-off': z.number().int().nullable(),
    valid: z.boolean(),
    'invalid-reason': z.string().nullable(),
    'expires-at': z.string().nullable(),
    'starts-at': z.string().nullable().optional(),
    'max-redemptions': z.number().int().nullable().optional(),
    'times-redeemed': z.number().int().optional(),
    active: z.boolean().optional(),
  }),
);
export const discountCodeDocumentSchema = singleDocumentSchema(discountCodeResourceSchema);
export const discountCodeListDocumentSchema = z.object({
  data: z.array(discountCodeResourceSchema),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});
