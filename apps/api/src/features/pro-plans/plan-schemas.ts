// Wire shapes of PRO plans (platform-subscriptions).
import { z } from 'zod';
import { resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

const idString = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .refine((value) => Number(value) <= 2 ** 31 - 1);

export const planIdParams = z.object({ id: idString });

export const PLAN_FILTERS = {
  platform: z.string().regex(/^[a-z0-9_-]{1,40}$/, { error: 'a platform name like stripe' }),
  active: z.enum(['all'], { error: 'only "all" (admins: inactive plans too)' }),
};

const cents = (what: string) =>
  z
    .number({ error: `${what} must be whole cents, 0 or more.` })
    .int({ error: `${what} must be whole cents, 0 or more.` })
    .min(0, { error: `${what} must be whole cents, 0 or more.` })
    .max(2 ** 31 - 1, { error: `${what} is too large.` });

const trialDays = z
  .number({ error: 'Trial days must be a whole number from 0 to 365.' })
  .int({ error: 'Trial days must be a whole number from 0 to 365.' })
  .min(0, { error: 'Trial days must be a whole number from 0 to 365.' })
  .max(365, { error: 'Trial days must be a whole number from 0 to 365.' });

const name = z
  .string({ error: 'Please enter a name.' })
  .transform((value) => value.trim())
  .pipe(z.string().min(1, { error: 'Please enter a name.' }).max(100, { error: 'A name is at most 100 characters.' }));

const discountCode = z.string({ error: 'A discount code must be text.' }).max(100).nullable();

export const planCreateDocumentSchema = resourceDocumentSchema('platform-subscriptions', {
  platform: z
    .string({ error: 'A platform name like stripe.' })
    .regex(/^[a-z0-9_-]{1,40}$/, { error: 'A platform name like stripe.' })
    .default('stripe'),
  sku: z
    .string({ error: 'Please enter a sku.' })
    .regex(/^[A-Za-z0-9_.-]{1,100}$/, { error: 'A sku is 1 to 100 letters, digits, _ . or -.' }),
  name,
  amount: cents('The amount'),
  default: z.boolean({ error: 'Default must be true or false.' }).default(false),
  period: z.literal('year', { error: 'Plans are sold by the year.' }).default('year'),
  'trial-period-days': trialDays.default(0),
  'intro-price': cents('The intro price').nullable().default(null),
  'discount-code': discountCode.default(null),
  active: z.boolean({ error: 'Active must be true or false.' }).default(true),
});

export const planUpdateDocumentSchema = resourceDocumentSchema('platform-subscriptions', {
  name: name.optional(),
  amount: cents('The amount').optional(),
  default: z.boolean({ error: 'Default must be true or false.' }).optional(),
  'trial-period-days': trialDays.optional(),
  'intro-price': cents('The intro price').nullable().optional(),
  'discount-code': discountCode.optional(),
  active: z.boolean({ error: 'Active must be true or false.' }).optional(),
});

const planResourceSchema = resourceSchema(
  'platform-subscriptions',
  z.object({
    platform: z.string(),
    sku: z.string(),
    name: z.string(),
    amount: z.number().int(),
    default: z.boolean(),
    period: z.string(),
    'trial-period-days': z.number().int(),
    'intro-price': z.number().int().nullable(),
    discount: z
      .object({
        code: z.string(),
        'percent-off': z.number().int().nullable(),
        'amount-off': z.number().int().nullable(),
      })
      .nullable(),
    active: z.boolean(),
  }),
);
export const planDocumentSchema = singleDocumentSchema(planResourceSchema);
export const planListDocumentSchema = z.object({
  data: z.array(planResourceSchema),
  meta: z.object({ total: z.number().int() }),
  jsonapi: z.object({ version: z.string() }),
});
