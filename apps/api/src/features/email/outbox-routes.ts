// GET /api/v6/outbox-emails (admins): the local outbox, newest first; browser tests read reset links here.
import { API_BASE_PATH } from '@campwise/domain';
import type { Db } from '../../db/client.ts';
import { listDocument, paginationLinks } from '../../jsonapi/document.ts';
import { parseListQuery } from '../../jsonapi/query.ts';
import type { RouteCatalog } from '../../openapi/route-catalog.ts';
import { listOutboxEmails } from './outbox-repository.ts';
import { OUTBOX_SORTS, outboxEmailListDocumentSchema, outboxListSpec } from './outbox-schemas.ts';
import { outboxEmailResource } from './outbox-serializer.ts';

export function registerOutboxRoutes(catalog: RouteCatalog, db: Db): void {
  catalog.add({
    method: 'GET',
    url: `${API_BASE_PATH}/outbox-emails`,
    summary: 'Emails in the local outbox, newest first (admins)',
    tag: 'email',
    auth: 'admin',
    query: { list: outboxListSpec },
    response: { status: 200, description: 'A page of outbox emails', schema: outboxEmailListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query }) => {
      const parsed = parseListQuery(query, outboxListSpec);
      const { rows, total } = await listOutboxEmails(db, parsed.filter, parsed.page);
      return listDocument(rows.map(outboxEmailResource), {
        meta: { total, 'available-sort-options': OUTBOX_SORTS },
        links: paginationLinks(`${API_BASE_PATH}/outbox-emails`, query, parsed.page, total),
      });
    },
  });
}
