import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { LedgerEntryRow } from './ledger-repository.ts';
import type { PayoutSummary } from './payout-service.ts';

export function payoutSummaryResource(summary: PayoutSummary): ResourceObject {
  const { campgroundId, ...attributes } = summary;
  return resource('payout-summaries', String(campgroundId), attributes);
}

export function payoutEntryResource(row: LedgerEntryRow): ResourceObject {
  return resource('payout-entries', String(row.id), {
    kind: row.kind,
    amountCents: row.amountCents,
    description: row.description,
    reservationId: row.reservationId,
    createdAt: row.createdAt.toISOString(),
  });
}
