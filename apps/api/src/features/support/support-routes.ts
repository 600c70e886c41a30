// /api/v6/support-messages: anyone writes to support (signed in or not); admins list the
// messages and close them. Thin: parse, call the service, serialise.
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { pageDocument, singleDocument } from '../../jsonapi/document.ts';
import { checkDocumentId } from '../../jsonapi/request-document.ts';
import { created } from '../../jsonapi/responses.ts';
import { adminSupportMessageResource, supportMessageResource } from './support-serializer.ts';
import {
  SUPPORT_MESSAGE_SORTS,
  supportMessageCreateDocumentSchema,
  supportMessageDocumentSchema,
  supportMessageIdParams,
  supportMessageListDocumentSchema,
  supportMessageListSpec,
  supportMessageUpdateDocumentSchema,
} from './support-schemas.ts';
import { changeSupportMessageStatus, getSupportMessagePage, sendSupportMessage } from './support-service.ts';

const MESSAGES = `${API_BASE_PATH}/support-messages`;
const TAG = 'support';
const BODY_MEDIA_TYPES = ['application/vnd.api+json', 'application/json'];

export function registerSupportRoutes(catalog: RouteCatalog, ctx: AppContext): void {
  catalog.add({
    method: 'POST',
    url: MESSAGES,
    summary: 'Write to support through the contact form (signed in or not); stored and emailed to support',
    tag: TAG,
    auth: 'optional',
    personal: true,
    query: { none: true },
    body: supportMessageCreateDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 201, description: 'The message, as stored', schema: supportMessageDocumentSchema },
    errors: [400, 422, 429],
    handler: async ({ body, viewer, request }, reply) => {
      const attributes = body.data.attributes;
      const message = await sendSupportMessage(
        ctx,
        {
          userId: viewer?.id ?? null,
          name: attributes.name,
          email: attributes.email,
          subject: attributes.subject,
          message: attributes.message,
          pagePath: attributes['page-path'],
        },
        { ip: request.ip },
      );
      return created(reply, supportMessageResource(message));
    },
  });

  catalog.add({
    method: 'GET',
    url: MESSAGES,
    summary: 'Support messages, newest first (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    query: { list: supportMessageListSpec },
    response: { status: 200, description: 'A page of support messages', schema: supportMessageListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery }) => {
      const { rows, total } = await getSupportMessagePage(ctx.db, query.filter, query.page);
      return pageDocument(rows.map(adminSupportMessageResource), {
        path: MESSAGES,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': SUPPORT_MESSAGE_SORTS },
      });
    },
  });

  catalog.add({
    method: 'PATCH',
    url: `${MESSAGES}/:id`,
    summary: 'Close a support message once answered, or open it again (admins)',
    tag: TAG,
    auth: 'admin',
    personal: true,
    params: supportMessageIdParams,
    query: { none: true },
    body: supportMessageUpdateDocumentSchema,
    bodyMediaTypes: BODY_MEDIA_TYPES,
    response: { status: 200, description: 'The message', schema: supportMessageDocumentSchema },
    errors: [400, 401, 403, 404, 422],
    handler: async ({ params, body }) => {
      checkDocumentId(body.data, params.id);
      const row = await changeSupportMessageStatus(ctx, Number(params.id), body.data.attributes.status);
      return singleDocument(adminSupportMessageResource(row));
    },
  });
}
