import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { LedgerEntryRow } from './ledger-repository.ts';
import type { PayoutAccountRow } from './payout-account-repository.ts';
import type { OnboardingLink } from './payout-provider.ts';
import type { PayoutSummary } from './payout-service.ts';

export function payoutSummaryResource(summary: PayoutSummary): ResourceObject {
  const { campgroundId, nextPayoutAt, ...attributes } = summary;
  return resource('payout-summaries', String(campgroundId), {
    ...attributes,
    nextPayoutAt: nextPayoutAt?.toISOString() ?? null,
  });
}

export function payoutEntryResource(row: LedgerEntryRow): ResourceObject {
  return resource('payout-entries', String(row.id), {
    kind: row.kind,
    amountCents: row.amountCents,
    description: row.description,
    reservationId: row.reservationId,
    transferId: row.transferId,
    createdAt: row.createdAt.toISOString(),
  });
}

export function payoutAccountResource(row: PayoutAccountRow, link: OnboardingLink | null = null): ResourceObject {
  return resource('payout-accounts', String(row.campgroundId), {
    status: row.status,
    accountId: row.accountId,
    detailsSubmitted: row.detailsSubmitted,
    payoutsEnabled: row.payoutsEnabled,
    disabledReason: row.disabledReason,
    onboardingUrl: link?.url ?? null,
    onboardingUrlExpiresAt: link?.expiresAt.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  });
}
