// The local email outbox as an admin reads it (GET /api/v6/outbox-emails), newest first.
import { expect } from 'vitest';
import type { TestUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export interface OutboxEmail {
  id: string;
  attributes: { to: string; subject: string; text: string };
}

export async function outboxEmailsTo(t: TestApp, admin: TestUser, to: string): Promise<OutboxEmail[]> {
  const response = await t.get(`/api/v6/outbox-emails?filter[to]=${encodeURIComponent(to)}`, admin.headers);
  expect(response.status).toBe(200);
  return response.body.data as OutboxEmail[];
}
