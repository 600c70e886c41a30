// Payouts (docs/api-manager.md "Payouts"): a campground's balance and ledger for its managers
// and admins, its Stripe Connect account (decision 0018), and payouts made by admins.
import type { FastifyRequest } from 'fastify';
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { campgroundIdParams } from '../campgrounds/campground-schemas.ts';
import { requireCampgroundManager } from '../inventory/manager-access.ts';
import { connectPayoutAccount, refreshPayoutAccount } from './payout-account-service.ts';
import {
  payoutAccountDocumentSchema,
  payoutCreateSchema,
  payoutEntryDocumentSchema,
  payoutEntryListDocumentSchema,
  payoutEntryListSpec,
  payoutSummaryDocumentSchema,
} from './payout-schemas.ts';
import { payoutAccountResource, payoutEntryResource, payoutSummaryResource } from './payout-serializer.ts';
import { getPayoutSummary, listLedgerEntries } from './payout-service.ts';
import { payOut } from './payout-transfers.ts';

const TAG = 'payouts';

export function registerPayoutRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  const { db, clock } = ctx;
  // What every route of one campground's managers (and admins) shares.
  const forManagers = {
    tag: TAG,
    auth: 'user' as const,
    personal: true,
    params: campgroundIdParams,
    authorize: async ({ params, request }: { params: { id: string }; request: FastifyRequest }) =>
      void (await requireCampgroundManager(db, request.user, Number(params.id))),
  };

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/payouts`,
    summary:
      "What the campground is owed: the ledger's totals and its Stripe account's state (its managers or an admin)",
    ...forManagers,
    query: { none: true },
    response: { status: 200, description: 'The summary', schema: payoutSummaryDocumentSchema },
    errors: [401, 403, 404],
    handler: async ({ params }) =>
      singleDocument(payoutSummaryResource(await getPayoutSummary(ctx, Number(params.id)))),
  });

  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/campgrounds/:id/payout-entries`,
    summary: "The campground's ledger entries, newest first (its managers or an admin)",
    ...forManagers,
    query: { list: payoutEntryListSpec },
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
    summary: 'Pay the campground, at most its balance: a Stripe transfer to its active account, else a record (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: campgroundIdParams,
    query: { none: true },
    body: payoutCreateSchema,
    response: { status: 201, description: 'The payout entry', schema: payoutEntryDocumentSchema },
    errors: [400, 401, 403, 404, 422, 502],
    handler: async ({ params, body }, reply) => {
      const { 'amount-cents': amountCents, description = null } = body.data.attributes;
      const entry = await payOut(ctx, Number(params.id), { amountCents, description }, clock());
      reply.code(201);
      return singleDocument(payoutEntryResource(entry));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/campgrounds/:id/payout-account`,
    summary:
      "Connect the campground's Stripe account (created once) and get a fresh onboarding link (its managers or an admin)",
    ...forManagers,
    query: { none: true },
    response: {
      status: 201,
      description: 'The account with its onboarding link (200 when it existed)',
      schema: payoutAccountDocumentSchema,
    },
    errors: [401, 403, 404, 409, 422, 502],
    handler: async ({ params, viewer }, reply) => {
      const { account, link, created } = await connectPayoutAccount(ctx, Number(params.id), viewer!.id);
      reply.code(created ? 201 : 200);
      return singleDocument(payoutAccountResource(account, link));
    },
  });

  catalog.add({
    method: 'POST',
    url: `${API_BASE_PATH}/campgrounds/:id/payout-account/refresh`,
    summary: "Read the campground's Stripe account from Stripe and record its state (its managers or an admin)",
    ...forManagers,
    query: { none: true },
    response: { status: 200, description: 'The account as Stripe reports it now', schema: payoutAccountDocumentSchema },
    errors: [401, 403, 404, 409, 422, 502],
    handler: async ({ params }) =>
      singleDocument(payoutAccountResource(await refreshPayoutAccount(ctx, Number(params.id)))),
  });
}
