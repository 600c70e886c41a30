// support-messages resources: what the sender gets back, and what admins see in the inbox.
import { resource, type ResourceObject } from '../../jsonapi/document.ts';
import type { SupportMessageRecord } from './support-repository.ts';

function baseAttributes(row: SupportMessageRecord): Record<string, unknown> {
  return {
    name: row.name,
    email: row.email,
    subject: row.subject,
    message: row.message,
    pagePath: row.pagePath,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** For the sender: what they wrote, as stored. */
export function supportMessageResource(row: SupportMessageRecord): ResourceObject {
  return resource('support-messages', String(row.id), baseAttributes(row));
}

/** For admins: with the account it came from, when the sender was signed in. */
export function adminSupportMessageResource(row: SupportMessageRecord): ResourceObject {
  return resource('support-messages', String(row.id), {
    ...baseAttributes(row),
    userId: row.userId === null ? null : String(row.userId),
  });
}
