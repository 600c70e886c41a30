// Wire shapes of payouts (docs/api-manager.md "Payouts"): the summary, ledger entries and the
// admin's payout request.
import { z } from 'zod';
import { listDocumentSchema, resourceSchema, singleDocumentSchema } from '../../jsonapi/document-schemas.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { resourceDocumentSchema } from '../../jsonapi/request-document.ts';

export const MAX_PAYOUT_CENTS = 100_000_000;

export const payoutSummaryDocumentSchema = singleDocumentSchema(
  resourceSchema(
    'payout-summaries',
    z.object({
      'balance-cents': z.number().int().describe('credits less debits less payouts: what the campground is owed'),
      'credits-cents': z.number().int(),
      'debits-cents': z.number().int(),
      'paid-out-cents': z.number().int(),
      provider: z.enum(['local', 'stripe']).describe('stripe when Stripe Connect is configured on this server'),
      'connect-status': z.enum(['not-connected', 'pending', 'active', 'restricted']),
      'disabled-reason': z.string().nullable().describe("Stripe's requirements.disabled_reason while restricted"),
      'next-payout-at': z
        .string()
        .nullable()
        .describe('When the automatic transfer runs next (an active account; null when none is scheduled)'),
    }),
  ),
);

const payoutEntrySchema = resourceSchema(
  'payout-entries',
  z.object({
    kind: z.enum(['credit', 'debit', 'payout']),
    'amount-cents': z.number().int().describe('positive for a credit, negative for a debit or payout'),
    description: z.string(),
    'reservation-id': z.string().nullable(),
    'transfer-id': z.string().nullable().describe('The Stripe transfer that paid a payout; null for other entries'),
    'created-at': z.string(),
  }),
);

export const payoutEntryDocumentSchema = singleDocumentSchema(payoutEntrySchema);
export const payoutEntryListDocumentSchema = listDocumentSchema(
  payoutEntrySchema,
  z.object({ total: z.number().int() }),
);

export const payoutAccountDocumentSchema = singleDocumentSchema(
  resourceSchema(
    'payout-accounts',
    z.object({
      status: z.enum(['pending', 'active', 'restricted']),
      'account-id': z.string().describe("The campground's Stripe connected account"),
      'details-submitted': z.boolean(),
      'payouts-enabled': z.boolean(),
      'disabled-reason': z.string().nullable(),
      'onboarding-url': z
        .string()
        .nullable()
        .describe("A fresh single-use link to Stripe's onboarding (POST /payout-account only)"),
      'onboarding-url-expires-at': z.string().nullable(),
      'updated-at': z.string(),
    }),
  ),
);

export const payoutEntryListSpec = {
  filters: {},
  includes: [],
  sorts: [{ value: '-created-at', label: 'Newest first' }],
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

const amountMessage = `The amount must be a whole number of cents from 1 to ${MAX_PAYOUT_CENTS}.`;

export const payoutCreateSchema = resourceDocumentSchema('payouts', {
  'amount-cents': z
    .number({ error: amountMessage })
    .int({ error: amountMessage })
    .min(1, { error: amountMessage })
    .max(MAX_PAYOUT_CENTS, { error: amountMessage }),
  description: z
    .string({ error: 'The description must be text.' })
    .max(200, { error: 'The description must be at most 200 characters.' })
    .transform((value) => value.trim() || null)
    .optional(),
});
