// Payouts (docs/api-manager.md "Payouts"): a campground's balance and ledger for its managers
// and admins, and payouts recorded by admins.
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { campgroundIdParams } from '../campgrounds/campground-schemas.ts';
import { requireCampgroundManager } from '../inventory/manager-access.ts';
import {
  payoutCreateSchema,
  payoutEntryDocumentSchema,
  payoutEntryListDocumentSchema,
  payoutEntryListSpec,
  payoutSummaryDocumentSchema,
} from './payout-schemas.ts';
import { payoutEntryResource, payoutSummaryResource } from './payout-serializer.ts';
import { getPayoutSummary, listLedgerEntries, recordPayout } from './payout-service.ts';

const TAG = 'payouts';

export function registerPayoutRoutes(catalog: RouteCatalog, { db, clock }: AppContext): void {
  const managerOnly = async ({ params, request }: { params: { id: string }; request: FastifyRequest }) =>
    void (await requireCampgroundManager(db, request.user, Number(params.id)));

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/payouts`,
    summary: "What the campground is owed: the local ledger's totals (its managers or an admin)",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: campgroundIdParams,
    query: { none: true },
    authorize: managerOnly,
    response: { status: 200, description: 'The summary', schema: payoutSummaryDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params }) => singleDocument(payoutSummaryResource(await getPayoutSummary(db, Number(params.id)))),
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/payout-entries`,
    summary: "The campground's ledger entries, newest first (its managers or an admin)",
    tag: TAG,
    auth: 'user',
    personal: true,
    params: campgroundIdParams,
    query: { list: payoutEntryListSpec },
    authorize: managerOnly,
    response: { status: 200, description: 'A page of entries', schema: payoutEntryListDocumentSchema },
    errors: [400, 401, 403, 404],
    handler: async ({ params, query, rawQuery }) => {
      const { rows, total } = await listLedgerEntries(db, Number(params.id), query.page);
      return pageDocument(rows.map(payoutEntryResource), {
        path: `${API_BASE_PATH}/campgrounds/${params.id}/payout-entries`,
        query: rawQuery,
        page: query.page,
        total,
      });
    },
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/campgrounds/:id/payouts`,
    summary: 'Record money sent to the campground, at most its balance (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: campgroundIdParams,
    query: { none: true },
    body: payoutCreateSchema,
    response: { status: 201, description: 'The payout entry', schema: payoutEntryDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body }, reply) => {
      const { 'amount-cents': amountCents, description = null } = body.data.attributes;
      const entry = await recordPayout(db, Number(params.id), { amountCents, description }, clock());
      reply.code(201);
      return singleDocument(payoutEntryResource(entry));
    },
  });
}
