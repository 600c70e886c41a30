import type { EmailOutboxRow } from '../../db/schema/index.ts';
import { resource, type ResourceObject } from '../../jsonapi/document.ts';

export function outboxEmailResource(row: EmailOutboxRow): ResourceObject {
  return resource('outbox-emails', String(row.id), {
    to: row.toAddress,
    subject: row.subject,
    text: row.textBody,
    createdAt: row.createdAt.toISOString(),
  });
}
