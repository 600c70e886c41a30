// What the campground is owed (docs/api-manager.md, "Payouts"): a summary and the ledger's entries,
// and the campground's Stripe account when Stripe is configured (connect, refresh on return).
import { z } from 'zod';
import type { ApiClient } from '@/lib/api-client';

const cents = z
  .number()
  .nullish()
  .transform((value) => value ?? 0);

export const payoutSummarySchema = z.object({
  balanceCents: cents,
  creditsCents: cents,
  debitsCents: cents,
  paidOutCents: cents,
  provider: z.enum(['local', 'stripe']).catch('local'),
  connectStatus: z.enum(['not-connected', 'pending', 'active', 'restricted']).catch('not-connected'),
  /** Stripe's reason while the account is restricted (requirements.past_due, …). */
  disabledReason: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  /** When the automatic transfer runs next, while the account is active. */
  nextPayoutAt: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});
export type PayoutSummary = z.infer<typeof payoutSummarySchema>;

export const payoutEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  /** Positive for a credit, negative for a debit or a payout. */
  amountCents: z.number(),
  description: z
    .string()
    .nullish()
    .transform((value) => value ?? ''),
  reservationId: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((value) => (value === null || value === undefined ? null : String(value))),
  createdAt: z.string(),
});
export type PayoutEntry = z.infer<typeof payoutEntrySchema>;

export const PAYOUT_ENTRIES_PAGE_SIZE = 25;

export async function loadPayouts(
  client: ApiClient,
  campgroundId: string,
  page: number,
): Promise<{ summary: PayoutSummary; entries: PayoutEntry[]; total: number }> {
  const base = `campgrounds/${encodeURIComponent(campgroundId)}`;
  const [summary, entries] = await Promise.all([
    client.findRecord(base, 'payouts'),
    client.findAll(`${base}/payout-entries`, { page: { number: page, size: PAYOUT_ENTRIES_PAGE_SIZE } }),
  ]);
  const total = typeof entries.meta.total === 'number' ? entries.meta.total : entries.data.length;
  return {
    summary: payoutSummarySchema.parse(summary),
    entries: entries.data.map((record) => payoutEntrySchema.parse(record)),
    total,
  };
}

const payoutAccountSchema = z.object({
  status: z.enum(['pending', 'active', 'restricted']),
  onboardingUrl: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
});

function accountPath(campgroundId: string, action = ''): string {
  return `/campgrounds/${encodeURIComponent(campgroundId)}/payout-account${action}`;
}

/** Connects the campground's Stripe account (made once) and answers a fresh onboarding link. */
export async function startStripeOnboarding(client: ApiClient, campgroundId: string): Promise<string> {
  const account = payoutAccountSchema.parse(await client.write('POST', accountPath(campgroundId)));
  if (!account.onboardingUrl) throw new Error('Stripe did not give an onboarding link. Please try again.');
  return account.onboardingUrl;
}

/** Asks the API to read the account from Stripe again (the manager is back from onboarding). */
export async function refreshStripeAccount(client: ApiClient, campgroundId: string): Promise<void> {
  await client.write('POST', accountPath(campgroundId, '/refresh'));
}
