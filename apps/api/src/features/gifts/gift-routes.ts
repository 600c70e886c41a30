// PRO gifts: buy a year of PRO for someone (emailed a code), list the gifts you bought, redeem
// a code. Contract: docs/api-pro.md "Gifts".
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { created } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { signedInUser } from '../auth/authenticate.ts';
import { readIdempotencyKey } from '../subscriptions/idempotency.ts';
import { subscriptionDocumentSchema } from '../subscriptions/subscription-schemas.ts';
import { subscriptionResource } from '../subscriptions/subscription-serializer.ts';
import {
  giftCreateDocumentSchema,
  giftDocumentSchema,
  giftIdParams,
  giftListDocumentSchema,
  giftRedemptionDocumentSchema,
} from './gift-schemas.ts';
import { giftResource } from './gift-serializer.ts';
import { buyGift, getBoughtGift, getBoughtGifts, redeemGift } from './gift-service.ts';

const GIFTS = `${API_BASE_PATH}/pro-gifts`;
const REDEMPTIONS = `${API_BASE_PATH}/pro-gift-redemptions`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];

export function registerGiftRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: GIFTS,
    summary: 'Buy a year of PRO for someone (Idempotency-Key header): charged once, the code emailed to them',
    tag: 'pro',
    personal: true,
    auth: 'user',
    query: { none: true },
    body: giftCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The gift, with its code', schema: giftDocumentSchema },
    errors: [400, 401, 402, 409, 422, 502],
    handler: async ({ body, request }, reply) => {
      const key = readIdempotencyKey(request);
      const a = body.data.attributes;
      const gift = await buyGift(
        ctx,
        signedInUser(request).id,
        {
          recipientEmail: a['recipient-email'],
          recipientName: a['recipient-name'],
          message: a.message,
          token: a.token,
          sku: a.sku ?? null,
        },
        key,
      );
      return created(reply, giftResource(gift));
    },
  });

  catalog.add({
    method: 'GET',
    url: GIFTS,
    summary: 'The gifts the signed-in user bought, newest first',
    tag: 'pro',
    personal: true,
    auth: 'user',
    query: { none: true },
    response: { status: 200, description: 'The gifts', schema: giftListDocumentSchema },
    errors: [401],
    handler: async ({ request }) => {
      return countedListDocument((await getBoughtGifts(ctx.db, signedInUser(request).id)).map(giftResource));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${GIFTS}/:id`,
    summary: 'One gift (its buyer or an admin)',
    tag: 'pro',
    personal: true,
    auth: 'user',
    params: giftIdParams,
    query: { none: true },
    response: { status: 200, description: 'The gift', schema: giftDocumentSchema },
    errors: [401, 404],
    handler: async ({ params, request }) =>
      singleDocument(giftResource(await getBoughtGift(ctx.db, signedInUser(request), Number(params.id)))),
  });

  catalog.add({
    method: 'POST',
    url: REDEMPTIONS,
    summary: 'Redeem a gift code (ignoring case and spaces): PRO for a year, at once',
    tag: 'pro',
    personal: true,
    auth: 'user',
    query: { none: true },
    body: giftRedemptionDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The gift membership', schema: subscriptionDocumentSchema },
    errors: [400, 401, 404, 409, 422],
    handler: async ({ body, request }, reply) => {
      const row = await redeemGift(ctx, signedInUser(request).id, body.data.attributes.code);
      return created(reply, subscriptionResource(row));
    },
  });
}
