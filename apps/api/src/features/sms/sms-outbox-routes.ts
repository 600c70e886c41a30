// GET /api/v6/outbox-sms (admins): the local text-message outbox, newest first; browser tests
// read verification codes here, as they read emails at /api/v6/outbox-emails.
import { z } from 'zod';
import { API_BASE_PATH } from '@campwise/domain';
import type { AppContext } from '../../app-context.ts';
import type { RouteCatalog } from '../../http/route-catalog.ts';
import { listDocumentSchema, listMetaSchema, resourceSchema } from '../../jsonapi/document-schemas.ts';
import { pageDocument, resource } from '../../jsonapi/document.ts';
import type { ListQuerySpec } from '../../jsonapi/query.ts';
import { listOutboxSms } from './sms-outbox-repository.ts';

const SMS_SORTS = [{ value: '-created-at', label: 'Newest first' }] as const;

const smsListSpec = {
  filters: { to: z.string().regex(/^\+\d{8,15}$/, 'an E.164 number such as +19705550100') },
  includes: [],
  sorts: SMS_SORTS,
  defaultSort: '-created-at',
} satisfies ListQuerySpec<Record<string, z.ZodType>>;

const smsListDocumentSchema = listDocumentSchema(
  resourceSchema('outbox-sms', z.object({ to: z.string(), body: z.string(), 'created-at': z.string() })),
  listMetaSchema,
);

export function registerSmsOutboxRoutes(catalog: RouteCatalog, { db }: AppContext): void {
  const path = `${API_BASE_PATH}/outbox-sms`;
  catalog.add({
    method: 'GET',
    url: path,
    summary: 'Text messages in the local outbox, newest first (admins)',
    tag: 'sms',
    personal: true,
    auth: 'admin',
    query: { list: smsListSpec },
    response: { status: 200, description: 'A page of outbox text messages', schema: smsListDocumentSchema },
    errors: [400, 401, 403],
    handler: async ({ query, rawQuery }) => {
      const { rows, total } = await listOutboxSms(db, query.filter, query.page);
      const data = rows.map((row) =>
        resource('outbox-sms', String(row.id), {
          to: row.toNumber,
          body: row.body,
          createdAt: row.createdAt.toISOString(),
        }),
      );
      return pageDocument(data, {
        path,
        query: rawQuery,
        page: query.page,
        total,
        meta: { 'available-sort-options': SMS_SORTS },
      });
    },
  });
}
