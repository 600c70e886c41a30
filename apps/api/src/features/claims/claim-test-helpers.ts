// Requests and reads shared by the claims API tests.
import { and, desc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox, smsOutbox } from '../../db/schema/index.ts';
import type { TestUser } from '../../test/accounts.ts';
import type { TestApp, TestResponse } from '../../test/test-app.ts';

export type Caller = TestUser | null;

export function send(
  t: TestApp,
  caller: Caller,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<TestResponse> {
  const headers: Record<string, string> = { ...(caller?.headers ?? {}) };
  if (body !== undefined) headers['content-type'] = 'application/vnd.api+json';
  return t.request({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body) });
}

export const rel = (type: string, id: number | string) => ({ data: { type, id: String(id) } });

export function doc(type: string, attributes: Record<string, unknown>, relationships?: Record<string, unknown>) {
  return { data: { type, attributes, ...(relationships ? { relationships } : {}) } };
}

export function expectError(response: TestResponse, status: number, code: string, pointer?: string): void {
  expect(response.status, response.text).toBe(status);
  expect(response.body.errors[0]).toMatchObject({ status: String(status), code });
  if (pointer) expect(response.body.errors[0].source).toEqual({ pointer });
}

export async function postClaim(
  t: TestApp,
  caller: Caller,
  campgroundId: number,
  attributes: Record<string, unknown> = {},
) {
  return send(
    t,
    caller,
    'POST',
    '/api/v6/campground-claims',
    doc(
      'campground-claims',
      { 'claimant-name': 'Casey Owner', 'claimant-role': 'owner', ...attributes },
      { campground: rel('campgrounds', campgroundId) },
    ),
  );
}

/** Starts a claim and returns its id. */
export async function startClaim(t: TestApp, caller: TestUser, campgroundId: number): Promise<string> {
  const response = await postClaim(t, caller, campgroundId);
  expect(response.status, response.text).toBe(201);
  return response.body.data.id as string;
}

export function startVerification(t: TestApp, caller: Caller, claimId: string, attributes: Record<string, unknown>) {
  return send(
    t,
    caller,
    'POST',
    `/api/v6/campground-claims/${claimId}/verification`,
    doc('claim-verifications', attributes),
  );
}

export function submitCode(t: TestApp, caller: Caller, claimId: string, code: string) {
  return send(
    t,
    caller,
    'POST',
    `/api/v6/campground-claims/${claimId}/verification-code`,
    doc('claim-verifications', { code }),
  );
}

/** The newest email to the address, or undefined. */
export async function latestEmail(t: TestApp, to: string) {
  const [row] = await t.database.db
    .select()
    .from(emailOutbox)
    .where(sql`lower(${emailOutbox.toAddress}) = lower(${to})`)
    .orderBy(desc(emailOutbox.id))
    .limit(1);
  return row;
}

export async function latestSms(t: TestApp, to: string) {
  const [row] = await t.database.db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.toNumber, to)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row;
}

/** The six digits of a code message. */
export function codeIn(text: string | undefined): string {
  const match = /\b(\d{6})\b/.exec(text ?? '');
  if (!match) throw new Error(`no code in ${JSON.stringify(text)}`);
  return match[1]!;
}

/** Verifies a claim by the listed email (set on the campground first) and returns the claim. */
export async function verifyByListedEmail(t: TestApp, caller: TestUser, claimId: string, listedEmail: string) {
  const started = await startVerification(t, caller, claimId, { method: 'listed-email' });
  expect(started.status, started.text).toBe(200);
  const code = codeIn((await latestEmail(t, listedEmail))?.textBody);
  const verified = await submitCode(t, caller, claimId, code);
  expect(verified.status, verified.text).toBe(200);
  return verified.body.data;
}
