// GET /api/v6/outbox-emails (admins): the local outbox, newest first; browser tests read reset links here.
import type { AppContext } from '../../app-context.ts';
import { API_BASE_PATH } from '@campwise/domain';
import { pageDocument } from '../../jsonapi/document.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { listOutboxEmails } from './outbox-repository.ts';
import { OUTBOX_SORTS, outboxEmailListDocumentSchema, outboxListSpec } from './outbox-schemas.ts';
import { outboxEmailResource } from './outbox-serializer.ts';

export function registerOutboxRoutes(catalog: RouteCatalog, { db }: AppContext): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/outbox-emails`,
    summary: 'Emails in the local outbox, newest first (admins)',
    tag: 'email',
    personal: true,
    auth: 'admin',
    query: { list: outboxListSpec },
    response: { status: 200, description: 'A page of outbox emails', schema: outboxEmailListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery }) => {
      const { rows, total } = await listOutboxEmails(db, query.filter, query.page);
      return pageDocument(rows.map(outboxEmailResource), {
        path: `${API_BASE_PATH}/outbox-emails`,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': OUTBOX_SORTS },
      });
    },
  });
}
