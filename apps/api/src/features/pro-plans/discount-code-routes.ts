// Discount codes: anyone may check one; admins list, create and change them. Contract:
// docs/api-pro.md "Discount codes".
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { countedListDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created } from '../../jsonapi/responses.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { listDiscountCodes } from './discount-code-repository.ts';
import {
  discountCodeCreateDocumentSchema,
  discountCodeDocumentSchema,
  discountCodeListDocumentSchema,
  discountCodeParams,
  discountCodeUpdateDocumentSchema,
} from './discount-code-schemas.ts';
import { discountCodeResource } from './discount-code-serializer.ts';
import { normalizeDiscountCode } from './discount-code-validity.ts';
import { changeDiscountCode, createDiscountCode, getDiscountCode } from './discount-code-service.ts';

const CODES = `${API_BASE_PATH}/discount-codes`;
const JSON_BODIES = ['application/vnd.api+json', 'application/json'];

const dateOrNull = (value: string | null | undefined) => (value ? new Date(value) : null);

export function registerDiscountCodeRoutes(catalog: RouteCatalog, { db, clock }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: CODES,
    summary: 'Every discount code, newest first (admins)',
    tag: 'pro',
    auth: 'admin',
    query: { none: true },
    response: { status: 200, description: 'The codes', schema: discountCodeListDocumentSchema },
    errors: [401, 403],
    handler: async () => {
      const now = clock();
      return countedListDocument((await listDiscountCodes(db)).map((row) => discountCodeResource(row, now, true)));
    },
  });

  catalog.add({
    method: 'GET',
    url: `${CODES}/:code`,
    summary: 'A discount code, matched ignoring case, and whether it can be used now',
    tag: 'pro',
    auth: 'optional',
    params: discountCodeParams,
    query: { none: true },
    response: { status: 200, description: 'The code', schema: discountCodeDocumentSchema },
    errors: [404],
    handler: async ({ params, viewer }) => {
      const row = await getDiscountCode(db, params.code);
      return singleDocument(discountCodeResource(row, clock(), viewer?.admin === true));
    },
  });

  catalog.add({
    method: 'POST',
    url: CODES,
    summary: 'Create a discount code (admins): exactly one of percent-off or amount-off',
    tag: 'pro',
    auth: 'admin',
    query: { none: true },
    body: discountCodeCreateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 201, description: 'The new code', schema: discountCodeDocumentSchema },
    errors: [400, 401, 403, 409, 422],
    handler: async ({ body }, reply) => {
      const a = body.data.attributes;
      const now = clock();
      const row = await createDiscountCode(
        db,
        {
          code: a.code,
          percentOff: a['percent-off'] ?? null,
          amountOff: a['amount-off'] ?? null,
          startsAt: dateOrNull(a['starts-at']),
          expiresAt: dateOrNull(a['expires-at']),
          maxRedemptions: a['max-redemptions'] ?? null,
        },
        now,
      );
      return created(reply, discountCodeResource(row, now, true));
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${CODES}/:code`,
    summary: "Change a discount code's active flag, expiry or most redemptions (admins)",
    tag: 'pro',
    auth: 'admin',
    params: discountCodeParams,
    query: { none: true },
    body: discountCodeUpdateDocumentSchema,
    bodyMediaTypes: JSON_BODIES,
    response: { status: 200, description: 'The changed code', schema: discountCodeDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body }) => {
      // The document may name the code in any case, as the URL may.
      if (body.data.id !== undefined && normalizeDiscountCode(body.data.id) !== normalizeDiscountCode(params.code)) {
        checkDocumentId(body.data, params.code);
      }
      const a = body.data.attributes;
      const row = await changeDiscountCode(db, params.code, {
        ...(a.active === undefined ? {} : { active: a.active }),
        ...(a['expires-at'] === undefined ? {} : { expiresAt: dateOrNull(a['expires-at']) }),
        ...(a['max-redemptions'] === undefined ? {} : { maxRedemptions: a['max-redemptions'] }),
      });
      return singleDocument(discountCodeResource(row, clock(), true));
    },
  });
}
